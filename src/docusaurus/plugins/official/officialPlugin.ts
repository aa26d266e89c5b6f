import type { UserConfig } from "../../../config/schema.js";
import type { OptionReader } from "../../config/optionReader.js";
import { mapClientRedirects } from "./clientRedirects.js";
import { mapGoogleGtag } from "./googleGtag.js";
import { mapGoogleTagManager } from "./googleTagManager.js";
import { mapIdealImage } from "./idealImage.js";
import { mapSitemap } from "./sitemap.js";
import { mapSvgr } from "./svgr.js";
import { mapThemeMermaid } from "./themeMermaid.js";

/** What an official plugin's mapping may read besides its options, and the config it fills in. */
export interface OfficialPluginContext {
  config: UserConfig;
  /** `themeConfig.mermaid`, which the Mermaid theme reads. */
  mermaidThemeConfig?: OptionReader;
  /** The config's `markdown.mermaid`: ```mermaid blocks are diagrams only with it. */
  markdownMermaid: boolean;
  /** Set once the Mermaid theme is among the config's themes or plugins. */
  mermaidTheme?: boolean;
}

type Mapper = (options: OptionReader, context: OfficialPluginContext) => void;

/** Docusaurus's own plugins whose job edsite does itself, by package name (the classic preset's names too). */
const OFFICIAL_PLUGINS: Record<string, Mapper> = {
  "@docusaurus/plugin-client-redirects": mapClientRedirects,
  "@docusaurus/plugin-google-gtag": mapGoogleGtag,
  "@docusaurus/plugin-google-tag-manager": mapGoogleTagManager,
  "@docusaurus/plugin-sitemap": mapSitemap,
  "@docusaurus/plugin-svgr": mapSvgr,
  "@docusaurus/plugin-ideal-image": mapIdealImage,
  "@docusaurus/theme-mermaid": mapThemeMermaid,
};

/**
 * Maps one of Docusaurus's official plugins onto edsite's config, its options validated as the rest of the
 * config is; false when edsite does not implement the plugin, for the caller to report.
 */
export function officialPlugin(name: string, options: OptionReader, context: OfficialPluginContext): boolean {
  // Docusaurus also takes the short names: `sitemap` for `@docusaurus/plugin-sitemap`, `mermaid` for the theme.
  const full = [name, `@docusaurus/plugin-${name}`, `@docusaurus/theme-${name}`].find((candidate) => Object.hasOwn(OFFICIAL_PLUGINS, candidate));
  const mapper = full === undefined ? undefined : OFFICIAL_PLUGINS[full];
  if (!mapper) return false;
  mapper(options, context);
  return true;
}

/**
 * Once every plugin is mapped: what the config asks of an official plugin it does not list. `markdown.mermaid`
 * without the Mermaid theme fails a Docusaurus build (no `@theme/Mermaid`); edsite keeps the blocks as code.
 */
export function reportMissingOfficialPlugins(context: OfficialPluginContext, site: OptionReader): void {
  if (context.markdownMermaid && !context.mermaidTheme) {
    site.warn("markdown", "markdown.mermaid needs @docusaurus/theme-mermaid in `themes`, as in Docusaurus, whose build fails without it; edsite keeps the ```mermaid blocks as code. Add the theme, or remove markdown.mermaid.");
  }
}
