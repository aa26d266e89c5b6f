#!/usr/bin/env node
// Builds the stock Docusaurus "classic" template with real Docusaurus and records what it emitted, so that
// edsite's Docusaurus compatibility can be checked against the genuine article instead of memory.
//
//   node scripts/docusaurus/classic-routes.mjs            # latest 3.x, install only if missing
//   DOCUSAURUS_VERSION=3.10.2 node scripts/docusaurus/classic-routes.mjs   # pin, no registry look-up
//
// Steps:
//   1. install create-docusaurus, @docusaurus/core, @docusaurus/preset-classic (one version) and the
//      template's own dependencies into .docusaurus-ref/ (ignored by git; skipped when already there);
//   2. assemble .docusaurus-ref/classic-site/ from the template the same way `create-docusaurus` does;
//   3. run a production `docusaurus build` of it, timing it and sampling its memory;
//   4. write test/fixtures/docusaurus-classic/docusaurus-routes.json: the routes (from the HTML files the
//      build wrote) and the non-HTML outputs that a compatible generator must also produce.
//
// The steps themselves are in docusaurusReference.mjs, shared with classic-versioned-fr.mjs.
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { assembleSite, buildSite, collectOutputs, ensureInstall, ensureResolvable, installedVersion, log, refDir, repoRoot, resolveVersion } from "./docusaurusReference.mjs";

const siteDir = path.join(refDir, "classic-site");
const outFile = path.join(repoRoot, "test/fixtures/docusaurus-classic/docusaurus-routes.json");

async function main() {
  const version = resolveVersion();
  log(`Docusaurus ${version}`);
  await ensureInstall(version);
  await assembleSite(siteDir);
  await ensureResolvable(siteDir);
  const { wallMs, peakRssMb } = await buildSite(siteDir);
  const outputs = await collectOutputs(siteDir);

  const result = {
    // Header: what produced the list, so a later rerun with another version shows up as a diff here.
    generator: {
      script: "scripts/docusaurus/classic-routes.mjs",
      docusaurusVersion: installedVersion("@docusaurus/core"),
      createDocusaurusVersion: installedVersion("create-docusaurus"),
      template: "classic (JavaScript variant)",
      node: process.version,
    },
    // Public URL -> HTML file, sorted by URL. See collectOutputs for the mapping.
    routes: outputs.routes,
    // Non-HTML files a compatible build must also write (feeds, sitemap, feed stylesheets...).
    otherFiles: outputs.otherFiles,
    // Files copied verbatim from static/ (listed: they are the template's, not the bundler's).
    staticCopies: outputs.copiedStatic,
    // Only counted: names are content hashes chosen by the bundler.
    hashedAssetCount: outputs.hashedAssets.length,
    // Route paths as the client router knows them (.docusaurus/routesChunkNames.json), for cross-checking.
    routerPaths: outputs.routerPaths,
  };
  await mkdir(path.dirname(outFile), { recursive: true });
  await writeFile(outFile, `${JSON.stringify(result, null, 2)}\n`);
  log(`wrote ${path.relative(repoRoot, outFile)}: ${result.routes.length} HTML routes, ${result.otherFiles.length} other files`);
  log(`build wall time ${(wallMs / 1000).toFixed(1)} s, peak RSS of the process tree ${peakRssMb.toFixed(0)} MB`);
}

main().catch((error) => {
  process.stderr.write(`[classic-routes] ${error.stack ?? error}\n`);
  process.exit(1);
});
