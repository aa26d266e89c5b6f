import { existsSync } from "node:fs";
import path from "node:path";
import { ContentError } from "../../errors.js";
import { parseJsonData } from "../parseJsonData.js";
import { readText } from "../readText.js";
import { lineAndColumn } from "../../textPosition.js";

/** The name of the docs folder's own version, as Docusaurus calls it. */
export const CURRENT_VERSION = "current";

/** Where the snapshot of the version `name` keeps its docs, under the folder of versions.json. */
export function versionDocsDir(versioned: string, name: string): string {
  return path.join(versioned, "versioned_docs", `version-${name}`);
}

/** Where the snapshot of the version `name` keeps its sidebars, under the folder of versions.json. */
export function versionSidebarsFile(versioned: string, name: string): string {
  return path.join(versioned, "versioned_sidebars", `version-${name}-sidebars.json`);
}

/** Docusaurus's longest version name. */
const MAX_NAME_LENGTH = 32;

/**
 * Why a version name cannot be used (a phrase that follows the name: `has a slash ...`), or undefined when it
 * can. It names a folder (`version-<name>`) and a URL segment, so it is a short file name with no path in it,
 * as Docusaurus requires. `current` passes: versions.json may list it; a snapshot may not take it.
 */
export function versionNameProblem(name: unknown): string | undefined {
  if (typeof name !== "string") return "is not a string";
  if (name.trim() === "") return "has no character other than spaces; a version needs a name";
  if (/[/\\]/.test(name)) return "has a slash (/) or backslash (\\), which would put its folder inside another";
  if (name.length > MAX_NAME_LENGTH) return `is ${name.length} characters long; Docusaurus takes at most ${MAX_NAME_LENGTH}`;
  // eslint-disable-next-line no-control-regex
  if (/[<>:"|?*\x00-\x1F]/.test(name)) return 'has a character that file names cannot hold on every system (< > : " | ? * or a control character)';
  if (name === "." || name === "..") return 'is "." or "..", which name folders already';
  return undefined;
}

/** versions.json's names, newest first, checked as Docusaurus checks them: a list of valid version names. */
export function parseVersionNames(text: string, file: string): string[] {
  const names = parseJsonData(text, file, "versions.json");
  if (!Array.isArray(names)) {
    throw new ContentError("versions.json is not a list of version names.", { file, line: 1, column: 1, hint: 'Make it a list of version names, newest first, such as ["2.0", "1.0"]; `edsite docs:version <name>` adds a name and its snapshot.' });
  }
  for (const name of names) {
    const problem = versionNameProblem(name);
    if (!problem) continue;
    const at = text.indexOf(JSON.stringify(name));
    throw new ContentError(`versions.json lists ${JSON.stringify(name)}, which ${problem}.`, {
      file,
      ...(at >= 0 ? lineAndColumn(text, at) : {}),
      hint: "Correct or remove that entry; each entry names a folder versioned_docs/version-<name>/ and its sidebars file versioned_sidebars/version-<name>-sidebars.json.",
    });
  }
  return names as string[];
}

/** The names versions.json lists, newest first, or [] when the site has no versions.json. */
export async function readVersionNames(versioned: string): Promise<string[]> {
  const file = path.join(versioned, "versions.json");
  if (!existsSync(file)) return [];
  return parseVersionNames(await readText(file), file);
}
