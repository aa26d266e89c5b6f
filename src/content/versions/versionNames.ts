import { existsSync } from "node:fs";
import path from "node:path";
import { ContentError } from "../../errors.js";
import { parseJsonData } from "../parseJsonData.js";
import { readText } from "../readText.js";
import { stringPosition } from "../../docusaurus/config/keyPosition.js";

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

/**
 * Why a version name cannot be used, or undefined when it can: it names a folder (`version-<name>`) and a URL
 * segment, so it is a short file name with no path in it, as Docusaurus requires.
 */
export function versionNameProblem(name: unknown): string | undefined {
  if (typeof name !== "string") return `a version name must be a string, not ${JSON.stringify(name)}`;
  if (name.trim() === "") return "a version name needs at least one character other than spaces";
  if (/[/\\]/.test(name)) return `"${name}" has a slash or backslash, which would put the snapshot in a subfolder`;
  if (name.length > 32) return `"${name}" is longer than 32 characters`;
  // eslint-disable-next-line no-control-regex
  if (/[<>:"|?*\x00-\x1F]/.test(name)) return `"${name}" has a character file names cannot hold (< > : " | ? * or a control character)`;
  if (name === "." || name === "..") return `"${name}" is not a folder name of its own`;
  return undefined;
}

/** The names versions.json lists, newest first, or [] when the site has no versions.json. */
export async function readVersionNames(versioned: string): Promise<string[]> {
  const file = path.join(versioned, "versions.json");
  if (!existsSync(file)) return [];
  const text = await readText(file);
  const names = parseJsonData(text, file, "versions.json");
  if (!Array.isArray(names)) {
    throw new ContentError("versions.json must hold a list of version names, newest first.", { file, line: 1, column: 1, hint: 'Write it as ["2.0", "1.0"]; `edsite docs:version <name>` adds a name and its snapshot.' });
  }
  for (const name of names) {
    const problem = versionNameProblem(name);
    if (problem) throw new ContentError(`versions.json: ${problem}.`, { file, ...(typeof name === "string" ? stringPosition(text, name) : {}), hint: "Rename the version here and its folders versioned_docs/version-<name> and versioned_sidebars/version-<name>-sidebars.json to match." });
  }
  return names as string[];
}
