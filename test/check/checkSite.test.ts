import { describe, expect, it } from "vitest";
import { checkSite } from "../../src/check/checkSite.js";
import type { ResolvedConfig } from "../../src/types.js";

const checks: ResolvedConfig["checks"] = { brokenLinks: "warn", brokenAnchors: "warn", brokenMarkdownLinks: "warn", duplicateRoutes: "warn", inlineTags: "warn", inlineAuthors: "warn", untruncatedPosts: "warn" };

/** The findings for a site whose public folder and generated files both have `robots.txt`. */
function shadowedRobots(root: string, publicDir: string, baseUrl: string) {
  const base = baseUrl.replace(/^\//, "");
  return checkSite({ pages: [], modules: new Map(), baseUrl, generated: new Set([`${base}robots.txt`]), publicFiles: ["robots.txt", "img/logo.svg"], publicDir, root, earlier: [], checks }).findings;
}

describe("a public file a generated file shadows", () => {
  it("is named in the folder the site keeps it in: static/ for a Docusaurus site", () => {
    expect(shadowedRobots("/site", "/site/static", "/handbook/")).toEqual([
      {
        kind: "duplicate-route",
        page: "/handbook/robots.txt",
        message: "static/robots.txt and a generated file both want /handbook/robots.txt; the generated one is kept. Rename or remove static/robots.txt.",
        source: { file: "/site/static/robots.txt" },
      },
    ]);
  });

  it("and public/ for an edsite site", () => {
    expect(shadowedRobots("/site", "/site/public", "/").map((f) => f.message)).toEqual(["public/robots.txt and a generated file both want /robots.txt; the generated one is kept. Rename or remove public/robots.txt."]);
  });
});
