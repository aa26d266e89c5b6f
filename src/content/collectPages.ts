import path from "node:path";
import { FrontMatterError, type EdsiteError } from "../errors.js";
import type { PageSource } from "../types.js";
import type { SplitFrontMatter } from "./frontMatterMemo.js";
import { splitFrontMatter } from "./readSource.js";
import { readText } from "./readText.js";
import { pageRendersMain } from "./localScripts.js";
import { walkFiles } from "./walkFiles.js";
import type { LinkGuard } from "./linkGuard.js";

const PAGE_FILE = /\.(js|jsx|ts|tsx|md|mdx)$/;
const MARKDOWN = /\.mdx?$/;

/**
 * Which files of the pages folder are pages, as in Docusaurus: not files or folders whose name starts with
 * `_` (components and styles kept beside pages), nor tests, nor type declarations.
 */
export function isPageFile(relativePath: string): boolean {
  const parts = relativePath.split("/");
  if (parts.some((part) => part.startsWith("_")) || parts.includes("__tests__")) return false;
  return PAGE_FILE.test(relativePath) && !/\.(test|spec)\.[jt]sx?$/.test(relativePath) && !relativePath.endsWith(".d.ts");
}

/**
 * The pages folder's pages: `index.tsx` is the home page, `about.js` is `/about`, `guide/index.mdx` is
 * `/guide`. React pages render their default export; Markdown pages are compiled like docs. `siteRoot` is
 * where a page's `@site/` imports lead; `links` decides which symbolic links are followed.
 */
export async function collectPages(
  pagesDir: string,
  baseUrl: string,
  split: SplitFrontMatter = splitFrontMatter,
  siteRoot = path.dirname(pagesDir),
  links?: LinkGuard,
  /** Where each page is read from, by its path in the pages folder (a locale's translation, see translatedFileOf). */
  fileOf?: (relativePath: string) => string,
): Promise<{ pages: PageSource[]; errors: EdsiteError[] }> {
  const files = await walkFiles(pagesDir, isPageFile, links);
  const errors: EdsiteError[] = [];
  const pages = await Promise.all(
    files.map(async (relativePath): Promise<PageSource | undefined> => {
      const file = fileOf?.(relativePath) ?? path.join(pagesDir, relativePath);
      const route = relativePath.replace(PAGE_FILE, "").replace(/(^|\/)index$/, "");
      const page: PageSource = { file, permalink: `${baseUrl}${route}` };
      if (!MARKDOWN.test(relativePath)) return pageRendersMain(file, siteRoot) ? { ...page, rendersMain: true } : page;
      try {
        const { frontMatter, body } = split(await readText(file), file);
        return { ...page, markdown: { relativePath, frontMatter, body } };
      } catch (error) {
        if (!(error instanceof FrontMatterError)) throw error;
        errors.push(error);
        return undefined;
      }
    }),
  );
  return { pages: pages.filter((page) => page !== undefined), errors };
}
