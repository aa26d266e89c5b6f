// A Docusaurus site's own versions of theme components (swizzling): a wrapper around the theme's part, a
// replacement of it, and a Root around every page, used by the theme itself as well as by the site's pages.
import path from "node:path";
import { readFile } from "node:fs/promises";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { servedStrictBuild, type ServedStrictBuild } from "./servedStrictBuild.js";
import { edsite, scenario } from "../cli.js";

let built: ServedStrictBuild;

beforeAll(async () => {
  built = await servedStrictBuild(await scenario("docusaurus-swizzle"), "/sw/");
}, 120_000);

afterAll(() => built?.close());

const html = async (file: string) => (await readFile(path.join(built.dist, "sw", file), "utf8")).replaceAll("<!-- -->", "");

/** A route of the built site, opened once it has hydrated (see ServedStrictBuild). */
const open = (route: string, page?: Page) => built.open(route, page);

describe("a site's src/theme components", () => {
  it("builds with --strict", () => {
    expect(built.build.code, built.build.stderr).toBe(0);
  });

  it("are what the theme renders on every page: the wrapped footer, the replaced logo and the Root's context", async () => {
    for (const file of ["index.html", "docs/intro/index.html"]) {
      const page = await html(file);
      // The wrapper's own line, then the theme's footer it wraps.
      expect(page).toMatch(/<div class="before-footer"><p class="greeting">Hello from the site&#x27;s Root<\/p><\/div><footer class="footer/);
      expect(page).toContain('<a class="navbar__brand custom-logo" href="/sw/">Swizzled brand</a>');
      expect(page).toContain('<button type="button" class="root-clicks">Clicked 0 times</button>');
    }
    // `@theme-init/Heading` is the theme's Heading, which the site's wrapper marks.
    expect(await html("index.html")).toContain('<h1 data-wrapped="yes">Swizzled home</h1>');
  });

  it("hydrate without a warning, and the Root stays mounted across a client-side navigation", async () => {
    const { page, problems } = await open("/sw/");
    await page.locator(".root-clicks").click();
    await page.locator(".root-clicks").click();
    await expect.poll(() => page.locator(".root-clicks").textContent()).toBe("Clicked 2 times");
    await page.getByRole("link", { name: "Docs" }).first().click();
    await page.waitForURL(/\/sw\/docs\/intro$/);
    await page.waitForSelector("h1:has-text('Intro')");
    expect(await page.locator(".root-clicks").textContent()).toBe("Clicked 2 times");
    expect(await page.locator(".before-footer .greeting").textContent()).toBe("Hello from the site's Root");
    expect(problems).toEqual([]);
    await page.close();
  });
});

describe("an ejected component that imports a part edsite's theme does not have", () => {
  it("fails the build at that import, naming what there is", async () => {
    const result = await edsite(await scenario("docusaurus-swizzle-internal"), "build", "--strict");
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('Could not resolve "@theme/Footer/Links": edsite has no such module. It has @theme/');
    expect(result.stderr).toContain(" @theme/Navbar/Logo,");
    expect(result.stderr).toMatch(/ src\/theme\/Footer\/index\.js:2:25\n/);
    expect(result.stderr).toContain("Import one of those, or write the module yourself");
  });
});
