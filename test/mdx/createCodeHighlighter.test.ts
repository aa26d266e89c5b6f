import { mkdir, mkdtemp, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { beforeAll, expect, test } from "vitest";
import { bundledThemes } from "shiki";
import { codeThemes, createCodeHighlighter } from "../../src/mdx/createCodeHighlighter.js";
import { testHighlighter } from "./renderCompiled.js";

const tmpRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../.tmp/mdx");
beforeAll(() => mkdir(tmpRoot, { recursive: true }));

function luminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

function longHex(color: string): string {
  return color.length === 4 ? `#${[...color.slice(1)].map((c) => c + c).join("")}` : color.slice(0, 7);
}

test.each(Object.values(codeThemes))("every token colour of %s meets WCAG AA (4.5:1) on its background", async (name) => {
  const theme = (await bundledThemes[name as keyof typeof bundledThemes]()).default;
  const background = longHex(theme.colors!["editor.background"]!);
  const colours = new Set([theme.colors!["editor.foreground"]!]);
  for (const rule of theme.tokenColors ?? []) {
    if (rule.settings.foreground && !rule.settings.background) colours.add(rule.settings.foreground);
  }
  const failing = [...colours].filter((colour) => contrast(longHex(colour), background) < 4.5);
  expect(failing).toEqual([]);
});

test("the languages the docs use are known, under their usual names", async () => {
  const highlighter = await testHighlighter();
  const names = ["rust", "rs", "ts", "tsx", "js", "jsx", "json", "jsonc", "bash", "sh", "shell", "yaml", "toml", "markdown", "md", "python", "html", "css", "diff", "nix", "go", "lisp", "scheme"];
  expect(names.filter((name) => highlighter.resolveLanguage(name) === "text")).toEqual([]);
  expect(highlighter.resolveLanguage("TEXT")).toBe("text");
  expect(highlighter.resolveLanguage("plaintext")).toBe("text");
  expect(highlighter.resolveLanguage("no-such-language")).toBe("text");
});

test("a language is loaded on first use and tokens get both theme colours", async () => {
  const highlighter = await testHighlighter();
  const result = await highlighter.highlight("(define x 1)", "scheme");
  expect(result.language).toBe("scheme");
  expect(result.html.match(/--shiki-light:/g)!.length).toBeGreaterThan(1);
  expect(result.html).toMatch(/^<code><span class="line">/);
  expect(result.properties.tabindex).toBe("0");
});

test("an unknown language is plain text", async () => {
  const highlighter = await testHighlighter();
  const result = await highlighter.highlight("a < b", "klingon");
  expect(result.language).toBe("text");
  expect(result.html).toBe('<code><span class="line"><span>a &#x3C; b</span></span></code>');
});

test("a cache file keeps results between highlighters and drops blocks no longer used", async () => {
  const dir = await mkdtemp(path.join(tmpRoot, "cache-"));
  const cacheFile = path.join(dir, "highlight.json");
  const first = await createCodeHighlighter({ cacheFile });
  const fresh = await first.highlight("let a = 1;", "js");
  await first.highlight("let b = 2;", "js");
  await first.saveCache();

  // Tamper with the stored entry: a second highlighter must return what the file says, not re-highlight.
  const stored = JSON.parse(await readFile(cacheFile, "utf8")) as { entries: Record<string, { html: string }> };
  for (const entry of Object.values(stored.entries)) entry.html = entry.html.replace("let", "LET");
  await writeFile(cacheFile, JSON.stringify(stored));

  const second = await createCodeHighlighter({ cacheFile });
  const cached = await second.highlight("let a = 1;", "js");
  expect(cached.html).toBe(fresh.html.replace("let", "LET"));
  await second.saveCache();
  const saved = JSON.parse(await readFile(cacheFile, "utf8")) as { entries: Record<string, unknown> };
  expect(Object.keys(saved.entries)).toHaveLength(1);
});
