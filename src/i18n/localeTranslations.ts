import { existsSync } from "node:fs";
import { readdir } from "node:fs/promises";
import { CURRENT_VERSION } from "../content/versions/versionNames.js";
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
  /** Each snapshot's `version-<name>.json`, by version name: the same keys as `current.json`. */
  versionLabels: Record<string, Record<string, string>>;
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
  const snapshots = await snapshotLabelFiles(path.join(root, DOCS));
  const [docsLabels, navbar, footer, blogOptions, ...snapshotLabels] = await Promise.all([
    messages(path.join(root, `${DOCS}/current.json`)),
    messages(path.join(root, THEME, "navbar.json")),
    messages(path.join(root, THEME, "footer.json")),
    messages(path.join(root, BLOG, "options.json")),
    ...snapshots.map((snapshot) => messages(snapshot.file)),
  ]);
  const versionLabels = Object.fromEntries(snapshots.map((snapshot, i) => [snapshot.version, snapshotLabels[i]!]));
  return { locale, root, docs: path.join(root, DOCS, "current"), blog: path.join(root, BLOG), pages: path.join(root, PAGES), docsLabels, versionLabels, navbar, footer, blogOptions };
}

/** The label files of the docs' snapshots in a locale's docs folder (`version-1.0.json`), by version name. */
async function snapshotLabelFiles(docsDir: string): Promise<{ version: string; file: string }[]> {
  const names = await readdir(docsDir).catch(() => [] as string[]);
  return names.flatMap((name) => {
    const version = /^version-(.+)\.json$/.exec(name)?.[1];
    return version === undefined ? [] : [{ version, file: path.join(docsDir, name) }];
  });
}

/** Where a locale keeps its translations of one docs version's files: `current/`, or a snapshot's `version-<name>/`. */
export function translatedDocsDir(translations: LocaleTranslations, version: string): string {
  return version === CURRENT_VERSION ? translations.docs : path.join(path.dirname(translations.docs), `version-${version}`);
}

/** A locale's labels of one docs version (its sidebar categories, its own label): `current.json`, or the snapshot's file. */
export function docsLabelsOf(translations: LocaleTranslations, version: string): Record<string, string> {
  return version === CURRENT_VERSION ? translations.docsLabels : (translations.versionLabels[version] ?? {});
}
