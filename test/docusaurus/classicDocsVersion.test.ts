// `edsite docs:version 1.0` on create-docusaurus's classic template writes what real Docusaurus's
// `docusaurus docs:version 1.0` wrote for it (recorded by scripts/docusaurus/classic-versioned-fr.mjs): the same
// versioned docs, the same sidebars file byte for byte, the same versions.json.
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { expect, it } from "vitest";
import { SNAPSHOT_VERSION } from "../../scripts/docusaurus/classicVersionedFr.mjs";
import { edsite } from "../cli.js";
import { classicTemplate } from "./classicTemplate.js";

interface Recorded {
  docsVersion: { versionedDocs: string[]; versionedSidebarsFiles: string[]; versionedSidebarsText: string; versionsJsonText: string };
}

/** A folder's files, relative to it with `/`, sorted. */
async function filesOf(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"))
    .sort();
}

it("writes for the classic template what Docusaurus's docs:version wrote", async () => {
  const recorded = JSON.parse(await readFile(path.resolve("test/fixtures/docusaurus-classic/docusaurus-routes-versioned-fr.json"), "utf8")) as Recorded;
  const site = await classicTemplate();
  const result = await edsite(site, "docs:version", SNAPSHOT_VERSION);
  expect(result.code, result.stderr).toBe(0);
  expect(await filesOf(path.join(site, "versioned_docs"))).toEqual(recorded.docsVersion.versionedDocs);
  expect(await filesOf(path.join(site, "versioned_sidebars"))).toEqual(recorded.docsVersion.versionedSidebarsFiles);
  expect(await readFile(path.join(site, "versioned_sidebars", `version-${SNAPSHOT_VERSION}-sidebars.json`), "utf8")).toBe(recorded.docsVersion.versionedSidebarsText);
  expect(await readFile(path.join(site, "versions.json"), "utf8")).toBe(recorded.docsVersion.versionsJsonText);
});
