import type { Page } from "playwright-core";

export { CHROMIUM, launchChromium } from "../../scripts/chromium.mjs";

/** Collects console errors, page errors and React hydration complaints, so a test can assert there were none. */
export function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on("console", (msg) => {
    // The browser asks for the favicon on its own, whenever it likes; small fixture sites have none, and
    // that 404 says nothing about the page (the link checks cover the real site's favicon).
    if (/\/favicon\.(svg|ico)$/.test(msg.location().url)) return;
    if (msg.type() === "error" || /hydrat/i.test(msg.text())) problems.push(`${msg.type()}: ${msg.text()}`);
  });
  page.on("pageerror", (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}
