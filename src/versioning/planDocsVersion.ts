import path from "node:path";
import { ContentError, EdsiteError } from "../errors.js";
import { lineAndColumn } from "../textPosition.js";
import { CURRENT_VERSION, parseVersionNames, versionDocsDir, versionNameProblem, versionSidebarsFile } from "../content/versions/versionNames.js";

/** What a site holds that snapshotting its docs reads, gathered by readVersioningSite. */
export interface VersioningSite {
  /** The folder versions.json, versioned_docs/ and versioned_sidebars/ are in: the site's, or content/. */
  versionsRoot: string;
  /** The docs folder, and how many entries it has (0 when it is missing). */
  docs: { dir: string; entries: number };
  /** versions.json's text, undefined when there is none yet. */
  versionsText: string | undefined;
  /** The sidebars as the versioned sidebars file holds them; none (`{}`) writes no file, as in Docusaurus. */
  sidebars: Record<string, unknown>;
  /** The locales other than the default, each with its docs plugin's translations folder. */
  locales: { locale: string; pluginDir: string; currentEntries: number; hasCurrentJson: boolean }[];
}

/** The files a snapshot makes: folders copied, files written (versions.json last), and what it left out. */
export interface DocsVersionPlan {
  version: string;
  copies: { from: string; to: string }[];
  writes: { file: string; text: string }[];
  /**
   * What a locale lacked, so the version has no copy of it (said to the writer, as Docusaurus warns): its
   * translated docs (`current/`), or the translations of its sidebar and version labels (`current.json`).
   */
  skipped: { locale: string; missing: string; kind: "docs" | "labels" }[];
}

/** The versions.json of a site. */
const versionsFile = (site: Pick<VersioningSite, "versionsRoot">): string => path.join(site.versionsRoot, "versions.json");

/**
 * What `docs:version <name>` does to a site, decided before anything is written, in Docusaurus's order of
 * checks: the name, versions.json, the name's not being taken, docs to snapshot. Then the copies: the docs
 * folder to versioned_docs/version-<name>/, each other locale's current translations to version-<name>/ (and
 * current.json to version-<name>.json) when it has them; the sidebars file; versions.json with the name first.
 */
export function planDocsVersion(site: VersioningSite, version: string): DocsVersionPlan {
  const problem = version === CURRENT_VERSION ? "is taken: it is what the docs folder's own, unversioned docs are called" : versionNameProblem(version);
  if (problem) throw new EdsiteError(`The version name ${JSON.stringify(version)} ${problem}.`, { hint: "Give `edsite docs:version` a name such as 1.0.0." });
  const file = versionsFile(site);
  const versions = site.versionsText === undefined ? [] : parseVersionNames(site.versionsText, file);
  if (versions.includes(version)) {
    const at = site.versionsText!.indexOf(JSON.stringify(version));
    throw new EdsiteError(`Version ${JSON.stringify(version)} already exists: versions.json lists it.`, {
      file,
      ...(at >= 0 ? lineAndColumn(site.versionsText!, at) : {}),
      hint: `Name the new version something versions.json does not list; to snapshot ${version} again, first remove it from versions.json and delete versioned_docs/version-${version}/ and versioned_sidebars/version-${version}-sidebars.json.`,
    });
  }
  if (site.docs.entries === 0) {
    throw new ContentError(`There are no docs to snapshot: ${site.docs.dir} is missing or empty.`, { file: site.docs.dir, hint: "Write the docs there first, or point the docs' `path` option at the folder they are in." });
  }
  const copies = [{ from: site.docs.dir, to: versionDocsDir(site.versionsRoot, version) }];
  const writes: DocsVersionPlan["writes"] = [];
  const skipped: DocsVersionPlan["skipped"] = [];
  for (const locale of site.locales) {
    if (locale.currentEntries === 0) {
      skipped.push({ locale: locale.locale, missing: path.join(locale.pluginDir, "current"), kind: "docs" });
      continue;
    }
    copies.push({ from: path.join(locale.pluginDir, "current"), to: path.join(locale.pluginDir, `version-${version}`) });
    if (locale.hasCurrentJson) copies.push({ from: path.join(locale.pluginDir, "current.json"), to: path.join(locale.pluginDir, `version-${version}.json`) });
    else skipped.push({ locale: locale.locale, missing: path.join(locale.pluginDir, "current.json"), kind: "labels" });
  }
  if (Object.keys(site.sidebars).length > 0) {
    writes.push({ file: versionSidebarsFile(site.versionsRoot, version), text: `${JSON.stringify(site.sidebars, null, 2)}\n` });
  }
  writes.push({ file, text: `${JSON.stringify([version, ...versions], null, 2)}\n` });
  return { version, copies, writes, skipped };
}
