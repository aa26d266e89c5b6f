// dev's one-page build (buildForDev, buildFirstPage): the page asked for, the assets it loads, and only the
// sources it renders compiled; nothing else is built or checked.
import { describe, expect, it } from "vitest";
import { VIEWS_KEY } from "../../src/shared/routeManifestEntry.js";
import path from "node:path";
import { buildForDev } from "../../src/dev/devBuild.js";
import { oneShotEsbuild } from "../../src/bundle/esbuildRunner.js";
import { CompileCache } from "../../src/compile/compileCache.js";
import { BuildInterrupted } from "../../src/dev/buildInterrupted.js";
import { silentReporter } from "../../src/site/reporter.js";

const root = path.resolve("test/fixtures/site-basic");

function buildWith(compileCache: CompileCache, wanted: () => string[]) {
  const reuse = { esbuild: oneShotEsbuild, searchTimestamp: 0, deferSearch: true };
  return buildForDev({ root, outDir: path.join(root, "dist-never-written"), reporter: silentReporter(), compileCache, reuse }, wanted);
}

async function buildFirst(wanted: string[]) {
  const compileCache = CompileCache.inMemory();
  const built = await buildWith(compileCache, () => wanted);
  return { ...built, compiled: compileCache.endBuild(true).compiled };
}

/** Each page's `index.html` (a page is also written as `x.html`, for hosts that serve that form). */
const pagesOf = (files: { path: string }[]) => files.map((f) => f.path).filter((name) => name.endsWith("/index.html"));

describe("a build of the first page alone", () => {
  it("makes the doc page asked for, with its assets and its one source compiled", async () => {
    const { site, firstPage, compiled } = await buildFirst(["fx/docs/guide/setup", "fx/docs/guide/setup.html", "fx/docs/guide/setup/index.html"]);
    expect(firstPage).toBe("/fx/docs/guide/setup");
    expect(pagesOf(site.files)).toEqual(["fx/docs/guide/setup/index.html"]);
    expect(compiled).toBe(1);
    const names = site.files.map((f) => f.path);
    expect(names.some((name) => /^fx\/assets\/style-\w+\.css$/.test(name))).toBe(true);
    // A current-build file of its own, naming a manifest of this page alone, unlike the whole site's.
    const current = site.files.find((f) => /^fx\/assets\/first-page-\w+\.json$/.test(f.path));
    const manifest = (JSON.parse(String(current!.contents)) as { manifest: string }).manifest;
    expect(Object.keys(JSON.parse(String(site.files.find((f) => `/${f.path}` === manifest)!.contents)) as object).filter((key) => key !== VIEWS_KEY)).toEqual(["docs/guide/setup"]);
    // Nothing else is built: no search index, feeds, sitemap, not-found page, and no findings.
    expect(names.filter((name) => /lunr|search-doc|rss|atom|sitemap|404/.test(name))).toEqual([]);
    expect(site.findings).toEqual([]);
  });

  it("compiles the excerpts a blog list shows, and nothing for a category page", async () => {
    const list = await buildFirst(["fx/blog/index.html"]);
    expect(list.firstPage).toBe("/fx/blog");
    expect(list.compiled).toBe(1);
    const category = await buildFirst(["fx/docs/category/guide/index.html"]);
    expect(pagesOf(category.site.files)).toEqual(["fx/docs/category/guide/index.html"]);
    expect(category.compiled).toBe(0);
  });

  it("builds the whole site when no page asked for is one of its routes", async () => {
    const { site, firstPage, compiled } = await buildFirst(["fx/nowhere/index.html"]);
    expect(firstPage).toBeUndefined();
    expect(pagesOf(site.files).length).toBe(site.routes.length);
    expect(compiled).toBeGreaterThan(3);
  });

  it("stops compiling the whole site once a page is asked for, and the next build makes that page first", async () => {
    const compileCache = CompileCache.inMemory();
    const setup = "fx/docs/guide/setup/index.html";
    // Nothing asked for when the build chooses, nor before its first page; the setup page before its second.
    let asked = 0;
    const error = await buildWith(compileCache, () => (asked++ < 2 ? [] : [setup])).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(BuildInterrupted);
    expect(asked).toBe(3);
    // The one page compiled before the stop is kept.
    expect(compileCache.size).toBe(1);
    compileCache.endBuild(false);

    const next = await buildWith(compileCache, () => [setup]);
    expect(next.firstPage).toBe("/fx/docs/guide/setup");
    expect(pagesOf(next.site.files)).toEqual([setup]);
  });

  it("is not stopped by a request for something that is not a page of the site", async () => {
    const { site, firstPage } = await buildWith(CompileCache.inMemory(), () => ["fx/img/logo.svg.html", "fx/img/logo.svg/index.html"]);
    expect(firstPage).toBeUndefined();
    expect(pagesOf(site.files).length).toBe(site.routes.length);
  });
});
