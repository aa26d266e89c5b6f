// What a docs version may be called. Docusaurus's rules (its docs plugin checks each name of versions.json and
// of `docs:version` by them), plus one of edsite's: "current" is the unversioned docs' own name.

/** The name the docs in the docs folder go by, which a snapshot cannot take. */
export const CURRENT_VERSION_NAME = "current";

/** Docusaurus's longest version name. */
const MAX_LENGTH = 32;

/** Why a version name cannot be used, or undefined when it can. */
export function versionNameProblem(name: string): string | undefined {
  if (name.trim() === "") return "has no character other than spaces; a version needs a name";
  // It becomes part of folder and file names: versioned_docs/version-<name>/, version-<name>-sidebars.json.
  if (/[/\\]/.test(name)) return "has a slash (/) or backslash (\\), which would put its folder inside another";
  if (name.length > MAX_LENGTH) return `is ${name.length} characters long; Docusaurus takes at most ${MAX_LENGTH}`;
  if (/[<>:"|?*\x00-\x1F]/.test(name)) return 'has a character that file names cannot hold on every system (< > : " | ? * or a control character)';
  if (name === "." || name === "..") return 'is "." or "..", which name folders already';
  if (name === CURRENT_VERSION_NAME) return "is taken: it is what the docs folder's own, unversioned docs are called";
  return undefined;
}
