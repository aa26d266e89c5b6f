import type { UserConfig } from "../../config/schema.js";
import type { OptionReader } from "../config/optionReader.js";
import type { PluginFactory } from "./pluginEntries.js";

/** What a plugin edsite does itself is given: its options and the config it adds to. */
export interface NativePluginUse {
  /** The package, as found in the config. */
  name: string;
  /** Its options, read with findings for what edsite's version does not honour; undefined when it has none. */
  options: OptionReader | undefined;
  config: UserConfig;
}

/**
 * Does a plugin's work the edsite way, instead of running the plugin: by mapping its options onto the
 * config, or by returning a plugin function of edsite's own (Docusaurus's shape, `(context, options) =>
 * plugin`), which the build then runs in the plugin's place with the plugin's options.
 */
export type NativePlugin = (use: NativePluginUse) => PluginFactory | void;

/**
 * Search plugins: edsite's own search takes their place. The site keeps its search box, at the navbar's right
 * end when the config places none, as in Docusaurus; what their options tune, edsite's search does not have.
 */
const edsiteSearch: NativePlugin = ({ name, options, config }) => {
  for (const option of options?.keys() ?? []) options!.unsupported(option, `edsite's search (which takes the place of ${name}) indexes every doc page in the site's language; remove the option.`);
  const items = config.navbar?.items;
  if (items && !items.some((item) => item.type === "search")) items.push({ type: "search", position: "right" });
};

/**
 * docusaurus-plugin-sass: edsite's bundler compiles Sass itself (see sassStylesheets), with the site's `sass`.
 * Its options go to webpack's sass-loader, which edsite does not run.
 */
const edsiteSass: NativePlugin = ({ options, config }) => {
  config.sass = true;
  for (const option of options?.keys() ?? []) options!.unsupported(option, "edsite compiles Sass with the site's sass package and its defaults, not through sass-loader; remove the option.");
};

/**
 * Plugins edsite maps onto its own features by package name rather than runs. One a package: a plugin
 * whose job edsite does natively is added here with its mapping.
 */
export const NATIVE_PLUGINS: ReadonlyMap<string, NativePlugin> = new Map([
  ["docusaurus-lunr-search", edsiteSearch],
  ["@easyops-cn/docusaurus-search-local", edsiteSearch],
  ["docusaurus-plugin-search-local", edsiteSearch],
  ["docusaurus-plugin-sass", edsiteSass],
]);
