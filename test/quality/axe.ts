import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import type { BrowserContext, Page } from "playwright-core";

const require = createRequire(import.meta.url);
let source: Promise<string> | undefined;

export interface AxeViolation {
  id: string;
  impact?: string;
  help: string;
  targets: string[];
}

const axeSource = () => (source ??= readFile(require.resolve("axe-core/axe.min.js"), "utf8"));

/**
 * Loads axe-core into every page of the context as the page starts, for a sweep of many pages. Added to each
 * page after it loads instead, its half-megabyte script took 300-780 ms a page to arrive and compile, against
 * 0-30 ms more to load the page with it: the sweep of every Ki page in four modes spent a minute on it.
 */
export async function loadAxeInEveryPage(context: BrowserContext): Promise<void> {
  await context.addInitScript({ content: await axeSource() });
}

/** Runs axe-core in the page (WCAG 2.1 A and AA rules and best practices) and returns its violations. */
export async function runAxe(page: Page): Promise<AxeViolation[]> {
  if (!(await page.evaluate(() => "axe" in window))) await page.addScriptTag({ content: await axeSource() });
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(context: Document, options: object): Promise<{ violations: { id: string; impact?: string; help: string; nodes: { target: string[] }[] }[] }> } }).axe;
    const result = await axe.run(document, { resultTypes: ["violations"], runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"] } });
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, targets: v.nodes.map((n) => n.target.join(" ")) }));
  });
}
