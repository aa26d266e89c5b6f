import path from "node:path";
import { templatesDir } from "../package/edsitePaths.js";
import type { LinkFolders, SitePaths } from "../types.js";
import type { LocaleTranslations } from "./localeTranslations.js";

/**
 * The theme's UI strings files for a locale, later ones winning: English, which has every string, then the
 * locale's own when the theme has it. A locale the theme does not know shows English until the site's own
 * strings translate it.
 */
export function themeStringFiles(locale: string): string[] {
  const english = path.join(templatesDir, "strings", "en.json");
  return locale === "en" ? [english] : [english, path.join(templatesDir, "strings", `${locale}.json`)];
}

/**
 * Where a locale's Markdown links are looked for: the content folders and their translated folders, paired;
 * `docs` pairs each docs version's folder with the locale's folder of its translations.
 */
export function translatedLinkFolders(paths: SitePaths, translations: LocaleTranslations, docs: [original: string, translated: string][]): LinkFolders {
  return {
    content: [...docs.map(([original]) => original), paths.blog, ...docs.map(([, translated]) => translated), translations.blog],
    site: paths.root,
    translated: [...docs, [paths.blog, translations.blog], [paths.pages, translations.pages]],
  };
}
