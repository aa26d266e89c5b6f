import type { SitePaths } from "../types.js";
import { planDocsVersion, type DocsVersionPlan } from "./planDocsVersion.js";
import { readVersioningSite } from "./readVersioningSite.js";
import { writeDocsVersion } from "./writeDocsVersion.js";

/**
 * `edsite docs:version <name>`: snapshots the site's current docs, their sidebars and their translations as
 * version <name>, as `docusaurus docs:version` does. Reads the site, decides every file, then writes them all
 * or none; returns what it did.
 */
export async function snapshotDocsVersion(paths: SitePaths, version: string): Promise<DocsVersionPlan> {
  const plan = planDocsVersion(await readVersioningSite(paths), version);
  await writeDocsVersion(plan);
  return plan;
}
