#!/usr/bin/env node
// Builds the classic template as a versioned, two-locale site with real Docusaurus and records what it wrote,
// for edsite's versions and translations to be checked against:
//
//   DOCUSAURUS_VERSION=3.10.2 node scripts/docusaurus/classic-versioned-fr.mjs
//
//   1. install Docusaurus into .docusaurus-ref/ and assemble the template in .docusaurus-ref/classic-versioned-fr/
//      (docusaurusReference.mjs, shared with classic-routes.mjs);
//   2. `docusaurus docs:version 1.0`, and record what it wrote (versioned_docs/, the versioned sidebars,
//      versions.json), which `edsite docs:version 1.0` must write the same;
//   3. add French (classicVersionedFr.mjs, which edsite's tests use too) and `docusaurus build`, which builds
//      every locale;
//   4. write test/fixtures/docusaurus-classic/docusaurus-routes-versioned-fr.json: the routes of both locales,
//      the other files, the sitemaps' hreflang links, and what a few doc pages say about their version and
//      locale (html lang and dir, alternate and canonical links, the version banner, the navbar's dropdowns).
import { existsSync, readFileSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { assembleSite, buildSite, collectOutputs, ensureInstall, ensureResolvable, installedVersion, listFiles, log, readJson, refDir, repoRoot, resolveVersion, runDocusaurus } from "./docusaurusReference.mjs";
import { addFrenchLocale, SNAPSHOT_VERSION } from "./classicVersionedFr.mjs";

const siteDir = path.join(refDir, "classic-versioned-fr");
const outFile = path.join(repoRoot, "test/fixtures/docusaurus-classic/docusaurus-routes-versioned-fr.json");
const OTHER_LOCALES = ["fr"];
/**
 * The pages whose version and locale facts are recorded: a doc of the last version and of the current one, in
 * each locale, and each locale's home page (not a doc: no version, the same alternates).
 */
const PAGES = ["/docs/intro/", "/docs/next/intro/", "/fr/docs/intro/", "/fr/docs/next/intro/", "/", "/fr/"];

/** What `docs:version` wrote: the versioned docs' files, the versioned sidebars and versions.json. */
async function snapshotWritten() {
  const sidebarsFile = path.join(siteDir, "versioned_sidebars", `version-${SNAPSHOT_VERSION}-sidebars.json`);
  return {
    versionedDocs: (await listFiles(path.join(siteDir, "versioned_docs"))).sort(),
    versionedSidebarsFiles: (await listFiles(path.join(siteDir, "versioned_sidebars"))).sort(),
    // The exact text too: edsite's command must write it byte for byte.
    versionedSidebarsText: readFileSync(sidebarsFile, "utf8"),
    versionsJsonText: readFileSync(path.join(siteDir, "versions.json"), "utf8"),
  };
}

/** Collapses an element's text as a reader sees it: one space between words. */
const textOf = (element) => element.text().replace(/\s+/g, " ").trim();

/** A doc page's facts about its version and locale; `$` is cheerio loaded with the page. */
function pageFacts($) {
  const links = (selector) => $(selector).toArray().map((el) => ({ label: textOf($(el)), href: $(el).attr("href") ?? null }));
  const banner = $(".theme-doc-version-banner");
  return {
    htmlLang: $("html").attr("lang") ?? null,
    htmlDir: $("html").attr("dir") ?? null,
    title: $("head > title").first().text(),
    h1: textOf($("article h1").first()),
    canonical: $("link[rel=canonical]").attr("href") ?? null,
    alternates: $("link[rel=alternate][hreflang]").toArray().map((el) => ({ hreflang: $(el).attr("hreflang"), href: $(el).attr("href") })),
    // Its two lines are two blocks: joined by a space, as they read.
    versionBanner: banner.length ? { text: banner.children().toArray().map((line) => textOf($(line))).join(" "), links: links(".theme-doc-version-banner a") } : null,
    versionBadge: $(".theme-doc-version-badge").length ? textOf($(".theme-doc-version-badge")) : null,
    editLink: $("a.theme-edit-this-page").length ? { label: textOf($("a.theme-edit-this-page")), href: $("a.theme-edit-this-page").attr("href") } : null,
    navbarItems: links(".navbar__items a.navbar__item, .navbar__items .navbar__link"),
    // The template's navbar has no version or locale dropdown unless the config adds one; recorded either way.
    navbarDropdowns: $(".navbar .dropdown").toArray().map((el) => ({
      label: textOf($(el).children(".navbar__link").first()),
      items: $(el).find(".dropdown__menu a").toArray().map((a) => ({ label: textOf($(a)), href: $(a).attr("href") ?? null })),
    })),
    sidebarFirstItems: links(".theme-doc-sidebar-menu > li > a").slice(0, 3),
  };
}

/**
 * Each sitemap's URLs and the hreflang links (`xhtml:link`) each carries, if any. Whether the xhtml namespace
 * is declared is kept apart: Docusaurus's sitemap declares it whether or not any URL carries a link.
 */
function sitemapFacts(cheerio, files) {
  return files
    .filter((file) => path.basename(file) === "sitemap.xml")
    .map((file) => {
      const xml = readFileSync(path.join(siteDir, "build", file), "utf8");
      const $ = cheerio.load(xml, { xml: true });
      const urls = $("url").toArray().map((url) => ({
        loc: $(url).children("loc").text(),
        hreflang: $(url).children("xhtml\\:link").toArray().map((link) => ({ hreflang: $(link).attr("hreflang"), href: $(link).attr("href") })),
      }));
      const declaresXhtml = $("urlset").attr("xmlns:xhtml") !== undefined;
      return { file, urlCount: urls.length, declaresXhtml, hasXhtmlLinks: urls.some((url) => url.hreflang.length > 0), urls };
    });
}

async function main() {
  const version = resolveVersion();
  log(`Docusaurus ${version}`);
  await ensureInstall(version);
  await assembleSite(siteDir);
  await ensureResolvable(siteDir);
  runDocusaurus(siteDir, ["docs:version", SNAPSHOT_VERSION]);
  const docsVersion = await snapshotWritten();
  await addFrenchLocale(siteDir);
  const { wallMs, peakRssMb } = await buildSite(siteDir);
  const outputs = await collectOutputs(siteDir, OTHER_LOCALES);

  // cheerio comes with Docusaurus's install; edsite's own packages are not needed to run this script.
  const cheerio = createRequire(path.join(refDir, "package.json"))("cheerio");
  const files = (await listFiles(path.join(siteDir, "build"))).sort();
  const byRoute = new Map(outputs.routes.map((entry) => [entry.route, entry.file]));
  const pages = Object.fromEntries(
    PAGES.map((route) => {
      const file = byRoute.get(route);
      if (!file) return [route, null];
      return [route, { file, ...pageFacts(cheerio.load(readFileSync(path.join(siteDir, "build", file), "utf8"))) }];
    }),
  );

  const result = {
    generator: {
      script: "scripts/docusaurus/classic-versioned-fr.mjs",
      docusaurusVersion: installedVersion("@docusaurus/core"),
      createDocusaurusVersion: installedVersion("create-docusaurus"),
      template: "classic (JavaScript variant), then `docusaurus docs:version 1.0`, then locales ['en', 'fr'] (scripts/docusaurus/classicVersionedFr.mjs)",
      node: process.version,
    },
    // What `docusaurus docs:version 1.0` wrote, before French was added.
    docsVersion,
    // Public URL -> HTML file of both locales (French under /fr/), sorted by URL.
    routes: outputs.routes,
    otherFiles: outputs.otherFiles,
    staticCopies: outputs.copiedStatic,
    hashedAssetCount: outputs.hashedAssets.length,
    sitemaps: sitemapFacts(cheerio, files),
    // null for a route the build did not write.
    pages,
  };
  if (!existsSync(path.dirname(outFile))) await mkdir(path.dirname(outFile), { recursive: true });
  await writeFile(outFile, `${JSON.stringify(result, null, 2)}\n`);
  log(`wrote ${path.relative(repoRoot, outFile)}: ${result.routes.length} HTML routes, ${result.otherFiles.length} other files`);
  log(`build wall time ${(wallMs / 1000).toFixed(1)} s, peak RSS of the process tree ${peakRssMb.toFixed(0)} MB`);
  // Read back so a malformed write fails here, not in a test.
  readJson(outFile);
}

main().catch((error) => {
  process.stderr.write(`[classic-versioned-fr] ${error.stack ?? error}\n`);
  process.exit(1);
});
