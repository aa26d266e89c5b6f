import { ConfigError } from "../../errors.js";
import type { DocsVersionSource, ResolvedConfig } from "../../types.js";
import { CURRENT_VERSION, versionDocsDir, versionSidebarsFile } from "./versionNames.js";

export interface DocsVersionsInput {
  docs: ResolvedConfig["docs"];
  /** What versions.json lists, newest first. */
  listed: string[];
  /** The docs' root URL (see docsBaseUrl): `/ki-editor/docs`. */
  docsRoot: string;
  docsDir: string;
  /** The folder of versions.json and the snapshots. */
  versioned: string;
  configFile: string;
}

/**
 * The versions a build makes, newest first, as Docusaurus chooses, names and places them: the docs folder
 * (`current`, labelled "Next") before the snapshots; the last version (by default the newest snapshot) at the
 * docs' root, every other one under its name (`current` under `next`); banners by where a version stands from
 * the last one; badges when there is more than one. Options naming no version are errors, as there.
 */
export function planDocsVersions(input: DocsVersionsInput): DocsVersionSource[] {
  const { docs, configFile } = input;
  if (docs.disableVersioning && input.listed.length === 0) {
    throw new ConfigError("docs.disableVersioning is set on a site without versions.json: there are no versions to leave out.", { file: configFile, hint: "Remove disableVersioning; it is for a versioned site that is to build its docs folder alone." });
  }
  const available = docs.disableVersioning ? [] : [...input.listed];
  if (docs.includeCurrentVersion && !available.includes(CURRENT_VERSION)) available.unshift(CURRENT_VERSION);
  if (available.length === 0) {
    throw new ConfigError(`No docs version is left to build: includeCurrentVersion is false and ${docs.disableVersioning ? "disableVersioning is set" : "versions.json lists none"}.`, { file: configFile, hint: "Set includeCurrentVersion to true, or snapshot the docs with `edsite docs:version <name>`." });
  }
  const known = `The versions are: ${available.join(", ")}.`;
  const unknown = (names: string[]) => names.filter((name) => !available.includes(name));
  if (docs.lastVersion !== undefined && !available.includes(docs.lastVersion)) {
    throw new ConfigError(`docs.lastVersion is "${docs.lastVersion}", which is no version of the site.`, { file: configFile, hint: known });
  }
  const unconfigured = unknown(Object.keys(docs.versions));
  if (unconfigured.length > 0) throw new ConfigError(`docs.versions sets options of ${unconfigured.map((n) => `"${n}"`).join(", ")}, which ${unconfigured.length === 1 ? "is no version" : "are no versions"} of the site.`, { file: configFile, hint: known });
  let names = available;
  if (docs.onlyIncludeVersions !== undefined) {
    if (docs.onlyIncludeVersions.length === 0) throw new ConfigError("docs.onlyIncludeVersions is empty: at least one version must be built.", { file: configFile, hint: known });
    const missing = unknown(docs.onlyIncludeVersions);
    if (missing.length > 0) throw new ConfigError(`docs.onlyIncludeVersions names ${missing.map((n) => `"${n}"`).join(", ")}, which the site does not have.`, { file: configFile, hint: known });
    if (docs.lastVersion !== undefined && !docs.onlyIncludeVersions.includes(docs.lastVersion)) {
      throw new ConfigError(`docs.lastVersion "${docs.lastVersion}" is not among docs.onlyIncludeVersions.`, { file: configFile, hint: "Add it to onlyIncludeVersions, or make another included version the last one." });
    }
    // The list chooses; the order stays newest first.
    names = available.filter((name) => docs.onlyIncludeVersions!.includes(name));
  }
  const last = docs.lastVersion ?? names.find((name) => name !== CURRENT_VERSION) ?? CURRENT_VERSION;
  return names.map((name): DocsVersionSource => {
    const own = docs.versions[name] ?? {};
    const isCurrent = name === CURRENT_VERSION;
    const segment = own.path ?? (name === last ? "" : isCurrent ? "next" : name);
    const banner = own.banner === undefined ? (name === last ? null : names.indexOf(name) < names.indexOf(last) ? "unreleased" : "unmaintained") : own.banner === "none" ? null : own.banner;
    return {
      name,
      label: own.label ?? (isCurrent ? docs.versionLabel : name),
      path: joinUrl(input.docsRoot, segment),
      docsDir: isCurrent ? input.docsDir : versionDocsDir(input.versioned, name),
      sidebars: isCurrent ? docs.sidebars : [],
      ...(isCurrent ? (docs.sidebarsFile ? { sidebarsFile: docs.sidebarsFile } : {}) : { sidebarsFile: versionSidebarsFile(input.versioned, name) }),
      isLast: name === last,
      banner,
      badge: own.badge ?? names.length !== 1,
      className: own.className ?? `docs-version-${name}`,
      noIndex: own.noIndex ?? false,
    };
  });
}

/** A URL path with a segment added (none for ""), with no trailing slash. */
function joinUrl(root: string, segment: string): string {
  const clean = segment.replace(/^\/+|\/+$/g, "");
  return clean === "" ? root : `${root}/${clean}`;
}

