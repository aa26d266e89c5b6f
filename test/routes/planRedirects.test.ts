import { describe, expect, it } from "vitest";
import { planRedirects } from "../../src/routes/planRedirects.js";
import { checkRedirects } from "../../src/check/checkRedirects.js";
import type { RenderedPage, ResolvedConfig, Route } from "../../src/types.js";

const CONFIG_FILE = "/site/docusaurus.config.js";
const routes = ["/b/", "/b/docs/intro", "/b/docs/guide"].map((path) => ({ path, sources: [`/site${path}.md`] }) as unknown as Route);

/** The redirects planned for the routes above under the base path `/b/`, with these redirect options. */
function plan(redirects: Partial<ResolvedConfig["redirects"]>) {
  const config = { baseUrl: "/b/", redirects: { list: [], fromExtensions: [], toExtensions: [], ...redirects } } as unknown as ResolvedConfig;
  return planRedirects(config, routes, CONFIG_FILE);
}

describe("planning redirects", () => {
  it("adds the base path to the config's paths, and calls createRedirects with each page's path without it", () => {
    const seen: string[] = [];
    const { redirects, findings } = plan({
      list: [{ from: ["/old", "/older"], to: "/docs/intro#top" }, { from: "/away", to: "https://example.org/x" }],
      create: (path) => (seen.push(path), path.startsWith("/docs/") ? [path.replace("/docs/", "/manual/")] : undefined),
      fromExtensions: ["php", "html"],
    });
    expect(seen).toEqual(["/", "/docs/intro", "/docs/guide"]);
    expect(redirects.map((r) => `${r.from} -> ${r.to}`)).toEqual([
      "/b/old -> /b/docs/intro#top",
      "/b/older -> /b/docs/intro#top",
      "/b/away -> https://example.org/x",
      "/b/manual/intro -> /b/docs/intro",
      // A page's .html form is the page itself, so only the other extension makes redirects.
      "/b/docs/intro.php -> /b/docs/intro",
      "/b/manual/guide -> /b/docs/guide",
      "/b/docs/guide.php -> /b/docs/guide",
    ]);
    expect(findings).toEqual([]);
  });

  it("drops a generated redirect from a page's path with a finding, and keeps the first of two from one path", () => {
    const { redirects, findings } = plan({ list: [{ from: "/old", to: "/docs/intro" }, { from: "/old", to: "/docs/guide" }], create: (path) => (path === "/docs/intro" ? "/docs/guide" : undefined) });
    expect(redirects.map((r) => r.to)).toEqual(["/b/docs/intro"]);
    expect(findings.map((f) => f.message)).toEqual([
      "Two redirects from /b/old: to /b/docs/intro and to /b/docs/guide; the first is kept. Remove one of them.",
      "The redirect from /b/docs/guide to /b/docs/intro would replace the page /b/docs/guide (/site/b/docs/guide.md); the redirect is left out. Make the redirects function return nothing for /docs/intro.",
    ]);
  });

  it("stops on a listed redirect from a page's path, and on paths that are not the site's", () => {
    expect(() => plan({ list: [{ from: "/docs/guide/", to: "/docs/intro" }] })).toThrow("The redirect from /b/docs/guide/ to /b/docs/intro would replace the page /b/docs/guide (/site/b/docs/guide.md)");
    expect(() => plan({ list: [{ from: "old", to: "/docs/intro" }] })).toThrow(/does not start with a path of the site/);
    expect(() => plan({ list: [{ from: "/old", to: "docs/intro" }] })).toThrow(/neither a path of the site nor a URL/);
  });

  it("reports a target no page serves, or an anchor its page lacks, as broken links", () => {
    const pages = routes.map((route) => ({ route, ids: new Set(route.path === "/b/docs/intro" ? ["top"] : []), links: [] }) as RenderedPage);
    const redirects = plan({ list: [{ from: "/a", to: "/docs/intro#top" }, { from: "/b", to: "/docs/gone" }, { from: "/c", to: "/docs/guide#nowhere" }, { from: "/d", to: "/files/x.pdf" }] }).redirects;
    const findings = checkRedirects(redirects, pages, new Set(["/b/files/x.pdf"]), CONFIG_FILE);
    expect(findings.map((f) => [f.kind, f.message])).toEqual([
      ["broken-link", "The redirect from /b/b goes to /b/docs/gone, which no page or file serves"],
      ["broken-anchor", "The redirect from /b/c goes to #nowhere, which does not exist on /b/docs/guide"],
    ]);
  });
});
