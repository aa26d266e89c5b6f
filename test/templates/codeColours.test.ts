// Code tokens are coloured by the theme's CSS variables; a colour below WCAG AA on the code background (or on
// a marked line's) is an accessibility failure on every page with that token.
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { expect, test } from "vitest";

const css = readFileSync(path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../templates/theme.css"), "utf8");

/** The custom properties a rule block declares, by name. */
function variablesOf(selector: string): Map<string, string> {
  const start = css.indexOf(`${selector} {`);
  expect(start, `${selector} block`).toBeGreaterThan(-1);
  const body = css.slice(start, css.indexOf("\n}", start));
  return new Map([...body.matchAll(/(--[\w-]+):\s*([^;]+);/g)].map((m) => [m[1]!, m[2]!.trim()]));
}

const light = variablesOf(":root");
const dark = new Map([...light, ...variablesOf('html[data-theme="dark"]')]);

function resolve(vars: Map<string, string>, name: string): string {
  let value = vars.get(name);
  for (let depth = 0; value?.startsWith("var("); depth++) value = vars.get(/var\((--[\w-]+)\)/.exec(value)![1]!);
  if (!value || !/^#[0-9a-f]{6}$/i.test(value)) throw new Error(`${name} is not a #rrggbb colour: ${value}`);
  return value;
}

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5]
    .map((i) => parseInt(hex.slice(i, i + 2), 16) / 255)
    .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (high + 0.05) / (low + 0.05);
}

const tokenColours = [...css.matchAll(/(?<![\w-])color: var\((--ed-code-[\w-]+)\)/g)].map((m) => m[1]!).filter((name, i, all) => all.indexOf(name) === i);

test("the token rules use several colour variables, each defined for both modes", () => {
  expect(tokenColours.length).toBeGreaterThanOrEqual(8);
  for (const name of tokenColours) {
    expect(variablesOf(":root").has(name), `${name} in :root`).toBe(true);
    expect(variablesOf('html[data-theme="dark"]').has(name), `${name} in dark mode`).toBe(true);
  }
});

test.each([
  ["light", light],
  ["dark", dark],
])("in %s mode every token colour is at least 4.5:1 on the code background and on a marked line", (_mode, vars) => {
  const backgrounds = [resolve(vars, "--ed-code-bg"), resolve(vars, "--ed-code-highlight-bg")];
  const failing = [...tokenColours, "--ed-text"].flatMap((name) =>
    backgrounds.filter((bg) => contrast(resolve(vars, name), bg) < 4.5).map((bg) => `${name} ${resolve(vars, name)} on ${bg}: ${contrast(resolve(vars, name), bg).toFixed(2)}`),
  );
  expect(failing).toEqual([]);
});
