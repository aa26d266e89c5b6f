import { existsSync } from "node:fs";
import path from "node:path";
import { readMessageFile } from "../content/readStrings.js";
import type { BuildLocale } from "./siteLocales.js";

/**
 * One locale's translations, where Docusaurus keeps them under `i18n/<locale>/` (edsite's own sites under
 * `content/i18n/<locale>/`): the folders whose files take the place of the docs', posts' and pages' files,
 * and the labels of the sidebars, navbar, footer and blog, by Docusaurus's keys.
 */
export interface LocaleTranslations {
  locale: BuildLocale;
  /** `i18n/fr`. */
  root: string;
  /** Translated docs of the current version, at the same paths as in the docs folder. */
  docs: string;
  blog: string;
  pages: string;
  /** `current.json`: `version.label`, `sidebar.<sidebar>.category.<label>`, ... */
  docsLabels: Record<string, string>;
  /** `docusaurus-theme-classic/navbar.json`: `title`, `logo.alt`, `item.label.<label>`. */
  navbar: Record<string, string>;
  /** `docusaurus-theme-classic/footer.json`: `link.title.<title>`, `link.item.label.<label>`, `copyright`, `logo.alt`. */
  footer: Record<string, string>;
  /** The blog's `options.json`: `title`, `description`, `sidebar.title`. */
  blogOptions: Record<string, string>;
}

const DOCS = "docusaurus-plugin-content-docs";
const BLOG = "docusaurus-plugin-content-blog";
const PAGES = "docusaurus-plugin-content-pages";
const THEME = "docusaurus-theme-classic";

/** Reads a locale's label files (each may be missing) and names its translated folders. */
export async function readLocaleTranslations(i18nDir: string, locale: BuildLocale): Promise<LocaleTranslations> {
  const root = path.join(i18nDir, locale.code);
  const messages = (file: string) => (existsSync(file) ? readMessageFile(file, "translation") : Promise.resolve({}));
  const [docsLabels, navbar, footer, blogOptions] = await Promise.all([
    messages(path.join(root, `${DOCS}/current.json`)),
    messages(path.join(root, THEME, "navbar.json")),
    messages(path.join(root, THEME, "footer.json")),
    messages(path.join(root, BLOG, "options.json")),
  ]);
  return { locale, root, docs: path.join(root, DOCS, "current"), blog: path.join(root, BLOG), pages: path.join(root, PAGES), docsLabels, navbar, footer, blogOptions };
}
