import { packageCandidates, packageNameOf } from "../docusaurus/plugins/pluginEntries.js";

/** What `docs:version` needs of a Docusaurus config: the default docs instance's folders, and the locales. */
export interface DocusaurusDocsSetup {
  /** The docs plugin's `path`, as given (relative to the site's folder). */
  docsPath: string;
  /** Its `sidebarPath`: a file, false for no sidebars, undefined for the one generated sidebar. */
  sidebarPath: string | false | undefined;
  defaultLocale: string;
  locales: string[];
  /** Each locale's translations folder, relative to the site's folder: `i18n/fr`. */
  localeDirs: Record<string, string>;
}

const DOCS_PLUGIN = "@docusaurus/plugin-content-docs";
const DEFAULT_ID = "default";

type Raw = Record<string, unknown>;
const isObject = (value: unknown): value is Raw => typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * Reads a Docusaurus config (as its file evaluates) for versioning, as Docusaurus's docs plugin does: the
 * docs instances are the classic preset's `docs` and the `plugins` entries of the docs plugin; the one
 * without an id (or with id "default") is the one `docs:version` snapshots. Undefined when there is none.
 */
export function docusaurusDocsSetup(raw: Raw): DocusaurusDocsSetup | undefined {
  const instances = [...presetDocsOptions(raw), ...pluginDocsOptions(raw)];
  const idOf = (options: Raw) => (typeof options.id === "string" ? options.id : DEFAULT_ID);
  const main = instances.find((options) => idOf(options) === DEFAULT_ID);
  if (!main) return undefined;
  const i18n = isObject(raw.i18n) ? raw.i18n : {};
  const defaultLocale = typeof i18n.defaultLocale === "string" ? i18n.defaultLocale : "en";
  const locales = Array.isArray(i18n.locales) ? i18n.locales.filter((locale): locale is string => typeof locale === "string") : [defaultLocale];
  const i18nPath = typeof i18n.path === "string" ? i18n.path : "i18n";
  const localeConfigs = isObject(i18n.localeConfigs) ? i18n.localeConfigs : {};
  // A locale's folder is `<i18n.path>/<localeConfigs[locale].path>`, the path defaulting to the locale's name.
  const localeDirs = Object.fromEntries(
    locales.map((locale) => {
      const own = localeConfigs[locale];
      const dir = isObject(own) && typeof own.path === "string" ? own.path : locale;
      return [locale, `${i18nPath}/${dir}`];
    }),
  );
  return {
    docsPath: typeof main.path === "string" ? main.path : "docs",
    sidebarPath: typeof main.sidebarPath === "string" || main.sidebarPath === false ? main.sidebarPath : undefined,
    defaultLocale,
    locales,
    localeDirs,
  };
}

/** The classic preset's docs options: none when it says `docs: false`. */
function presetDocsOptions(raw: Raw): Raw[] {
  const presets = Array.isArray(raw.presets) ? raw.presets : [];
  return presets.flatMap((entry) => {
    const [name, options] = Array.isArray(entry) ? entry : [entry, {}];
    const given = packageNameOf(name);
    if (given !== "classic" && given !== "@docusaurus/preset-classic") return [];
    if (!isObject(options)) return [{}];
    if (options.docs === false) return [];
    return [isObject(options.docs) ? options.docs : {}];
  });
}

/** The options of each docs plugin the config lists under `plugins`, by any of the names Docusaurus resolves to it. */
function pluginDocsOptions(raw: Raw): Raw[] {
  const plugins = Array.isArray(raw.plugins) ? raw.plugins : [];
  return plugins.flatMap((entry) => {
    const [name, options] = Array.isArray(entry) ? entry : [entry, {}];
    const given = packageNameOf(name);
    if (typeof given !== "string" || !packageCandidates(given, false).includes(DOCS_PLUGIN)) return [];
    return [isObject(options) ? options : {}];
  });
}
