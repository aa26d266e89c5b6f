import path from "node:path";
import { walkFiles } from "../content/walkFiles.js";
import type { LinkGuard } from "../content/linkGuard.js";

/** Where each file of a content folder is read from in a locale: its translation when the locale has one. */
export type FileOfLocale = (relativePath: string) => string;

/**
 * Lists the translated folder once and answers, for a path relative to the original folder, the translated
 * file at the same path or else the original, as Docusaurus falls back file by file. A missing translated
 * folder translates nothing.
 */
export async function translatedFileOf(originalDir: string, translatedDir: string, links?: LinkGuard): Promise<FileOfLocale> {
  const translated = new Set(await walkFiles(translatedDir, () => true, links));
  if (translated.size === 0) return (relativePath) => path.join(originalDir, relativePath);
  return (relativePath) => path.join(translated.has(relativePath) ? translatedDir : originalDir, relativePath);
}
