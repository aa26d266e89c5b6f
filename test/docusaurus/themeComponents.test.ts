// Docusaurus's theme components as a site's MDX uses them (Tabs, CodeBlock, Admonition, Details, ...): the
// markup the server renders, and how they behave once the page runs, hydrating without a warning.
import path from "node:path";
import { readFile, writeFile } from "node:fs/promises";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningServer } from "../../src/serve/serveSite.js";
import { watchConsole } from "../browser/chromium.js";
import { servedStrictBuild, type ServedStrictBuild } from "./servedStrictBuild.js";
import { buildInProcess, scenario } from "../cli.js";

let built: ServedStrictBuild;
let dist: string;
let build: ServedStrictBuild["build"];
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  built = await servedStrictBuild(await scenario("docusaurus-theme-components"), "/tc/");
  ({ dist, build, server, browser } = built);
}, 120_000);

afterAll(() => built?.close());

/** A route of the built site, opened once it has hydrated (see ServedStrictBuild). */
const open = (route: string, page?: Page) => built.open(route, page);

/** A built page's HTML without the markers React puts between adjacent texts. */
const html = async (file: string) => (await readFile(path.join(dist, file), "utf8")).replaceAll("<!-- -->", "");

/** The labels of a Tabs' chosen tab, and the text of its visible panels. */
async function shown(page: Page, tabs: string): Promise<{ tab: string | null; panels: string[] }> {
  return page.locator(`ul.${tabs}`).evaluate((list) => ({
    tab: list.querySelector('[role="tab"][aria-selected="true"]')?.textContent ?? null,
    panels: [...list.parentElement!.querySelectorAll<HTMLElement>('[role="tabpanel"]')].filter((panel) => !panel.hidden).map((panel) => panel.textContent ?? ""),
  }));
}

describe("Docusaurus's theme components", () => {
  it("builds with --strict", () => {
    expect(build.code, build.stderr).toBe(0);
  });

  it("renders Tabs on the server with the default tab chosen, in Infima's markup", async () => {
    const page = await html("tc/docs/tabs.html");
    // The TabItem marked default; its attributes on its tab.
    expect(page).toContain(
      '<ul role="tablist" aria-orientation="horizontal" class="tabs first-os"><li role="tab" tabindex="-1" aria-selected="false" class="tabs__item">macOS</li><li role="tab" tabindex="0" aria-selected="true" class="tabs__item tabs__item--active">Linux</li><li role="tab" tabindex="-1" aria-selected="false" data-os="windows" class="tabs__item win-tab">Windows</li></ul>',
    );
    expect(page).toContain('<div role="tabpanel">Install with your package manager.</div><div role="tabpanel" hidden="">Install with winget.</div></div>');
    expect(page).toContain('<div class="margin-top--md"><div role="tabpanel" hidden=""><p>Install with Homebrew.</p>');
    // Without a default, the first; with `values`, their labels; `lazy` renders the chosen panel only.
    expect(page).toContain('class="tabs__item tabs__item--active">macOS</li>');
    expect(page).toContain('class="tabs__item tabs__item--active">JavaScript</li>');
    expect(page).toContain('<div class="margin-top--md"><div role="tabpanel">First lazy panel.</div></div>');
    expect(page).not.toContain("Second lazy panel.");
  });

  it("renders a CodeBlock in the markup of a fenced block, and Admonition as :::tip", async () => {
    const page = await html("tc/docs/components.html");
    const figures = [...page.matchAll(/<figure class="code-block">[\s\S]*?<\/figure>/g)].map((match) => match[0]);
    expect(figures).toHaveLength(4);
    const [fenced, component, computed, plain] = figures as [string, string, string, string];
    // Code written out in the page is highlighted while building, to the very markup of the fenced block.
    expect(fenced).toContain('<figure class="code-block"><figcaption class="code-block-title">greet.ts</figcaption><pre class="prism-code language-typescript line-numbers" tabindex="0" data-language="typescript"><code style="counter-reset:line 0;--ed-line-digits:1"><span class="line"><span class="token keyword">const</span>');
    expect(fenced).toContain('\n<span class="line highlighted">');
    expect(component).toBe(fenced);
    // Code computed while rendering keeps the structure, its tokens uncoloured.
    expect(computed).toBe('<figure class="code-block"><pre class="prism-code language-json" tabindex="0" data-language="json"><code><span class="line">{</span>\n<span class="line">  &quot;name&quot;: &quot;edsite&quot;</span>\n<span class="line">}</span></code></pre></figure>');
    // No language is plain text; a magic comment marks the next line and is not shown.
    expect(plain).toBe('<figure class="code-block"><pre class="prism-code language-text" tabindex="0" data-language="text"><code><span class="line">plain text</span>\n<span class="line highlighted">marked line</span></code></pre></figure>');

    expect(page).toContain('<aside class="admonition admonition-tip"><p class="admonition-title">Markdown tip</p><div class="admonition-content"><p>Said in Markdown.</p></div></aside>');
    expect(page).toContain('<aside class="admonition admonition-tip"><p class="admonition-title">Component tip</p><div class="admonition-content"><p>Said by the component.</p></div></aside>');
    expect(page).toContain('<aside class="admonition admonition-warning"><p class="admonition-title"><span class="admonition-icon">⚠</span>Caution</p><div class="admonition-content">Careful.</div></aside>');
    expect(page).toContain('<aside class="admonition admonition-tip"><p class="admonition-title">Success</p><div class="admonition-content">Done, as Docusaurus 2 said it.</div></aside>');
    // Through the site's own MDXComponents/Code, which the map reaches by its module name.
    expect(page).toContain('<p>Inline <code class="site-code">code</code> stays inline.</p>');
  });

  it("renders Details as <details>, the site's MDXComponents everywhere, and the rest of the components", async () => {
    const page = await html("tc/docs/components.html");
    expect(page).toContain('<details class="details-prop"><summary>Open me</summary><div class="details-content"><p>Hidden until opened.</p></div></details>');
    expect(page).toContain('<details class="details-child"><summary>Summary as a child</summary><div class="details-content">Inside.</div></details>');
    // Highlight is used without an import: the site's src/theme/MDXComponents.js adds it to Docusaurus's map.
    expect(page).toContain('<p>Everywhere: <span class="highlight" style="background-color:#25c2a0;padding:0.2rem">highlighted</span> without an import.</p>');
    expect(page).toMatch(/<p>Go elsewhere <svg class="external-link-icon" width="13" height="13"/);
    // The server renders what an ErrorBoundary wraps.
    expect(page).toContain('<button type="button" class="break-it">Break it</button>');
    // NotFound shows edsite's 404 content, through the site's own NotFound/Content wrapping it; so does the
    // site's 404 page.
    for (const file of ["tc/gone.html", "tc/404.html"]) {
      const notFound = await html(file);
      expect(notFound).toContain('<p class="custom-404">Nothing here, sorry.</p><div class="not-found">');
      expect(notFound).toContain('<h1 class="page-title">Page Not Found</h1>');
      expect(notFound).toContain('<a class="button button--primary" href="/tc/">Go to the home page</a>');
      expect(notFound).toMatch(/<title>Page Not Found/);
    }
  });

  it("opens Details and shows the default tab without JavaScript", async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(new URL("/tc/docs/components", server.url).href);
    await page.locator("details.details-prop summary").click();
    expect(await page.getByText("Hidden until opened.").isVisible()).toBe(true);
    await page.goto(new URL("/tc/docs/tabs", server.url).href);
    expect(await page.getByText("Install with your package manager.").isVisible()).toBe(true);
    expect(await page.getByText("Install with winget.").isVisible()).toBe(false);
    await context.close();
  });

  it("hydrates the not-found pages without a warning", async () => {
    for (const route of ["/tc/gone", "/tc/no-such-page"]) {
      const page = await browser.newPage();
      const problems = watchConsole(page);
      await page.goto(new URL(route, server.url).href, { waitUntil: "networkidle" });
      await page.waitForSelector("html[data-hydrated=true]");
      expect(await page.locator(".custom-404").count()).toBe(1);
      // The missing page's own 404 status is the one console error a browser reports.
      expect(problems.filter((problem) => !problem.includes("404 (Not Found)"))).toEqual([]);
      await page.close();
    }
  });

  it("switches every Tabs of a group together and remembers the choice on later pages", async () => {
    const { page, problems } = await open("/tc/docs/tabs");
    expect(await shown(page, "first-os")).toEqual({ tab: "Linux", panels: ["Install with your package manager."] });
    await page.locator("ul.first-os").getByRole("tab", { name: "Windows" }).click();
    expect(await shown(page, "first-os")).toEqual({ tab: "Windows", panels: ["Install with winget."] });
    expect(await shown(page, "second-os")).toEqual({ tab: "Windows", panels: ["Windows paths."] });
    // A Tabs of no group stays as it was.
    expect((await shown(page, "lang-tabs")).tab).toBe("JavaScript");
    expect(await page.evaluate(() => localStorage.getItem("docusaurus.tab.os"))).toBe("win");

    // A page loaded afresh shows the group's choice once it runs (its HTML has the default).
    await open("/tc/docs/tabs-again", page);
    expect(await shown(page, "again-os")).toEqual({ tab: "Windows", panels: ["Windows again."] });
    await open("/tc/docs/tabs", page);
    expect(await shown(page, "first-os")).toEqual({ tab: "Windows", panels: ["Install with winget."] });
    expect(problems).toEqual([]);
    await page.close();
  });

  it("keeps the clicked tab where it was on screen when a Tabs above it changes height", async () => {
    const { page, problems } = await open("/tc/docs/tabs");
    const tab = page.locator("ul.second-os").getByRole("tab", { name: "macOS" });
    await page.evaluate(() => window.scrollTo(0, 150));
    const before = await tab.evaluate((element) => element.getBoundingClientRect().top);
    await tab.click();
    // The first Tabs, above, now shows its longer macOS panel.
    expect((await shown(page, "first-os")).tab).toBe("macOS");
    expect(await tab.evaluate((element) => element.getBoundingClientRect().top)).toBeCloseTo(before, 0);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(150);
    expect(problems).toEqual([]);
    await page.close();
  });

  it("reads and writes the chosen tab in the address with queryString", async () => {
    const { page, problems } = await open("/tc/docs/tabs?lang=py");
    expect(await shown(page, "lang-tabs")).toEqual({ tab: "Python", panels: ["print(1)"] });
    await page.locator("ul.lang-tabs").getByRole("tab", { name: "Rust" }).click();
    expect(new URL(page.url()).searchParams.get("lang")).toBe("rs");
    expect(await shown(page, "lang-tabs")).toEqual({ tab: "Rust", panels: ['println!("1")'] });
    // A value no tab has is ignored.
    await open("/tc/docs/tabs?lang=cobol", page);
    expect((await shown(page, "lang-tabs")).tab).toBe("JavaScript");
    expect(problems).toEqual([]);
    await page.close();
  });

  it("moves between tabs with the arrow keys, and renders a lazy tab's panel when chosen", async () => {
    const { page, problems } = await open("/tc/docs/tabs");
    const list = page.locator("ul.lang-tabs");
    await list.getByRole("tab", { name: "JavaScript" }).focus();
    await page.keyboard.press("ArrowRight");
    expect(await shown(page, "lang-tabs")).toEqual({ tab: "Python", panels: ["print(1)"] });
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Python");
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowLeft");
    // From the first, left wraps round to the last.
    expect((await shown(page, "lang-tabs")).tab).toBe("Rust");
    expect(await page.evaluate(() => document.activeElement?.getAttribute("tabindex"))).toBe("0");
    await page.locator("ul.lazy-tabs").getByRole("tab", { name: "Two" }).click();
    expect(await shown(page, "lazy-tabs")).toEqual({ tab: "Two", panels: ["Second lazy panel."] });
    expect(await page.getByText("First lazy panel.").count()).toBe(0);
    expect(problems).toEqual([]);
    await page.close();
  });

  it("opens and closes Details, and an ErrorBoundary shows its fallback and tries again", async () => {
    const { page, problems } = await open("/tc/docs/components");
    const details = page.locator("details.details-prop");
    const isOpen = () => details.evaluate((element) => (element as HTMLDetailsElement).open);
    expect(await isOpen()).toBe(false);
    await details.locator("summary").click();
    await expect.poll(isOpen).toBe(true);
    await expect.poll(() => page.getByText("Hidden until opened.").isVisible()).toBe(true);
    await details.locator("summary").click();
    await expect.poll(isOpen).toBe(false);
    // A click mid-animation reverses it, from where it was: each click toggles, however quick they come.
    const clicksFramesApart = (count: number) =>
      details.locator("summary").evaluate(async (summary, clicks) => {
        const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
        for (let i = 0; i < clicks; i++) {
          (summary as HTMLElement).click();
          await frame();
          await frame();
        }
      }, count);
    await clicksFramesApart(2);
    await page.waitForTimeout(600);
    expect(await isOpen()).toBe(false);
    await clicksFramesApart(3);
    await page.waitForTimeout(600);
    expect(await isOpen()).toBe(true);
    expect(await details.locator(".details-content").evaluate((element) => element.getAnimations().length)).toBe(0);
    await page.locator("details.details-child summary").click();
    await expect.poll(() => page.getByText("Inside.").isVisible()).toBe(true);
    expect(problems).toEqual([]);

    await page.locator(".break-it").click();
    expect(await page.locator(".fallback").textContent()).toBe("Caught: the widget broke Again");
    await page.locator(".try-again").click();
    expect(await page.locator(".break-it").count()).toBe(1);
    // React reports the error it caught; nothing else went wrong.
    expect(problems.filter((problem) => !problem.includes("the widget broke"))).toEqual([]);
    await page.close();
  });

  it("fails the build naming the values when a Tabs' defaultValue names no tab or two tabs share a value, and naming a stray child", async () => {
    const root = await scenario("docusaurus-theme-components");
    const write = (body: string) => writeFile(path.join(root, "docs", "bad.mdx"), `import Tabs from '@theme/Tabs';\nimport TabItem from '@theme/TabItem';\n\n# Bad\n\n${body}\n`);
    await write('<Tabs defaultValue="bsd">\n  <TabItem value="mac">Mac</TabItem>\n  <TabItem value="linux">Linux</TabItem>\n</Tabs>');
    const unknown = await buildInProcess(root);
    expect(unknown.code).not.toBe(0);
    expect(unknown.stdout + unknown.stderr).toContain('<Tabs defaultValue="bsd"> names no tab: its values are "mac", "linux".');
    await write('<Tabs>\n  <TabItem value="mac">Mac</TabItem>\n  <TabItem value="mac">Also Mac</TabItem>\n</Tabs>');
    const duplicate = await buildInProcess(root);
    expect(duplicate.code).not.toBe(0);
    expect(duplicate.stdout + duplicate.stderr).toContain('<Tabs> has more than one tab with the value "mac".');
    await write('<Tabs>\n  <TabItem value="mac">Mac</TabItem>\n  <p>Stray</p>\n</Tabs>');
    const stray = await buildInProcess(root);
    expect(stray.code).not.toBe(0);
    expect(stray.stdout + stray.stderr).toContain("<Tabs> holds <p> among its children, but every child must be a <TabItem value=");
  });
});
