import { readFile } from "node:fs/promises";
import path from "node:path";
import { existsSync } from "node:fs";
import { ContentError } from "../errors.js";
import { walkFiles } from "./walkFiles.js";
import type { LinkGuard } from "./linkGuard.js";
import { parseJsonData } from "./parseJsonData.js";
import { fieldPlace } from "./fieldPlace.js";

/**
 * Loads the UI strings of the locale: the theme's own strings, then every JSON file in the site's
 * `content/i18n/<locale>/` on top, so a site only writes the strings it changes.
 */
export async function readStrings(i18nDir: string, themeDefaults?: string, links?: LinkGuard): Promise<Record<string, string>> {
  const files = (await walkFiles(i18nDir, (rel) => rel.endsWith(".json"), links)).map((rel) => path.join(i18nDir, rel));
  if (themeDefaults && existsSync(themeDefaults)) files.unshift(themeDefaults);
  const strings: Record<string, string> = {};
  for (const file of files) {
    const text = await readFile(file, "utf8");
    const parsed = parseJsonData(text, file, "UI strings");
    const at = (keys: string[]) => fieldPlace(text, keys) ?? { line: 1, column: 1 };
    if (parsed === null || typeof parsed !== "object" || Array.isArray(parsed)) {
      throw new ContentError("A UI strings file must hold one object of key → text.", { file, ...at([]), hint: 'Write it like {"theme.docs.editThisPage": "Edit this page"}.' });
    }
    for (const [key, value] of Object.entries(parsed)) {
      // Docusaurus translation files store {message, description}; accept both shapes.
      const text = typeof value === "string" ? value : (value as { message?: unknown })?.message;
      if (typeof text !== "string") {
        throw new ContentError(`UI string \`${key}\` must be text.`, { file, ...at([key]), hint: `Give \`${key}\` a string value.` });
      }
      strings[key] = text;
    }
  }
  return strings;
}
