import { readFile } from "node:fs/promises";
import path from "node:path";
import { existsSync } from "node:fs";
import { ContentError } from "../errors.js";
import { walkFiles } from "./walkFiles.js";
import type { LinkGuard } from "./linkGuard.js";
import { parseJsonData } from "./parseJsonData.js";
import { fieldPlace } from "./fieldPlace.js";

/**
 * The translations of the content (docs, blog, pages, navbar and footer labels) kept beside the UI strings,
 * in Docusaurus's folders (`docusaurus-plugin-content-docs/`, `docusaurus-theme-classic/`): not UI strings.
 */
const CONTENT_TRANSLATIONS = /^docusaurus-(plugin|theme)-/;

/**
 * Loads the UI strings of the locale: the theme's own strings (each of `themeDefaults` that exists, later
 * ones winning), then every JSON file in the site's `content/i18n/<locale>/` on top, so a site only writes
 * the strings it changes.
 */
export async function readStrings(i18nDir: string, themeDefaults?: string | string[], links?: LinkGuard): Promise<Record<string, string>> {
  const own = await walkFiles(i18nDir, (rel) => rel.endsWith(".json") && !CONTENT_TRANSLATIONS.test(rel), links);
  const defaults = (typeof themeDefaults === "string" ? [themeDefaults] : (themeDefaults ?? [])).filter((file) => existsSync(file));
  const strings: Record<string, string> = {};
  for (const file of [...defaults, ...own.map((rel) => path.join(i18nDir, rel))]) Object.assign(strings, await readMessageFile(file, "UI strings"));
  return strings;
}

/**
 * A file of key → text: `{"key": "text"}`, or Docusaurus's translation files' `{"key": {"message": "text"}}`.
 * `what` names the kind of file in messages.
 */
export async function readMessageFile(file: string, what: string): Promise<Record<string, string>> {
  const text = await readFile(file, "utf8");
  const parsed = parseJsonData(text, file, what);
  const at = (keys: string[]) => fieldPlace(text, keys) ?? { line: 1, column: 1 };
  if (parsed === null || typeof parsed !== "object" || Array.isArray(parsed)) {
    throw new ContentError(`A ${what} file must hold one object of key → text.`, { file, ...at([]), hint: 'Write it like {"theme.docs.editThisPage": "Edit this page"}.' });
  }
  const messages: Record<string, string> = {};
  for (const [key, value] of Object.entries(parsed)) {
    // Docusaurus translation files store {message, description}; accept both shapes.
    const message = typeof value === "string" ? value : (value as { message?: unknown })?.message;
    if (typeof message !== "string") {
      throw new ContentError(`${what === "UI strings" ? "UI string" : `${what}:`} \`${key}\` must be text.`, { file, ...at([key]), hint: `Give \`${key}\` a string value${typeof value === "object" ? ' as its "message"' : ""}.` });
    }
    messages[key] = message;
  }
  return messages;
}
