import { collectDocs, type CollectDocsOptions } from "../content/collectDocs.js";
import { translatedFileOf } from "./translatedFiles.js";

/**
 * One docs folder's docs in a locale: the docs of `docsDir`, each read from `translatedDir` (the locale's
 * `docusaurus-plugin-content-docs/current`, or a version's) where that has a file at the same path, so a
 * translated doc keeps the original's id, place and sidebar. Docs only the translated folder has are not
 * docs, as in Docusaurus. Call it once per docs folder (each docs version its own).
 */
export async function collectTranslatedDocs(docsDir: string, translatedDir: string, docsBaseUrl: string, options: CollectDocsOptions = {}): ReturnType<typeof collectDocs> {
  const fileOf = await translatedFileOf(docsDir, translatedDir, options.links);
  return collectDocs(docsDir, docsBaseUrl, { ...options, fileOf });
}
