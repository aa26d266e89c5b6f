// A site's components and edsite's theme must run on one React, the site's own when it installed one:
// elements made by one copy of React are not valid children of another.
import { describe, expect, it } from "vitest";
import { cp, mkdir, mkdtemp } from "node:fs/promises";
import path from "node:path";
import { siteReact } from "../../src/bundle/siteReact.js";
import { CompileCache } from "../../src/compile/compileCache.js";
import { buildSite } from "../../src/site/buildSite.js";
import { silentReporter } from "../../src/site/reporter.js";

/** A copy of a fixture site inside test/react19/, whose node_modules hold React 19. */
async function siteWithReact19(fixture: string): Promise<string> {
  const tmp = path.resolve("test/react19/.tmp");
  await mkdir(tmp, { recursive: true });
  const root = await mkdtemp(path.join(tmp, `${fixture}-`));
  await cp(path.resolve("test/fixtures", fixture), root, { recursive: true });
  return root;
}

const textOf = (contents: string | Uint8Array) => (typeof contents === "string" ? contents : new TextDecoder().decode(contents));

describe("the React a site runs on", () => {
  it("is edsite's own for a site that installed none of its own", () => {
    const react = siteReact(path.resolve("test/fixtures/site-basic"));
    expect(react.own).toBe(true);
  });

  it("is the site's when it installed one", async () => {
    const root = await siteWithReact19("site-basic");
    const react = siteReact(root);
    expect(react.own).toBe(false);
    expect(react.react).toBe(path.resolve("test/react19/node_modules/react"));
    expect(react.reactDom).toBe(path.resolve("test/react19/node_modules/react-dom"));
  });

  it("renders the pages and runs them in the browser on the site's React 19, theme and components alike", async () => {
    const root = await siteWithReact19("site-basic");
    const site = await buildSite({ root, outDir: path.join(root, "dist"), reporter: silentReporter(), compileCache: CompileCache.inMemory() });
    const page = site.files.find((f) => f.path === "fx/docs/reference/api/index.html");
    // A component of the site (Badge, imported from MDX) inside the theme's layout.
    expect(textOf(page!.contents)).toContain('class="fixture-badge"');
    const scripts = site.files.filter((f) => f.path.endsWith(".js")).map((f) => textOf(f.contents)).join("\n");
    expect(scripts).toContain('"19.3.1"');
    expect(scripts).not.toContain('"18.3.1"');
  });
});
