import type { DocusaurusPlugin, PluginHtmlTag } from "./docusaurusPlugin.js";
import type { PluginFactory } from "./pluginEntries.js";

/** A config's `scripts` or `stylesheets` entry: a URL, or the element's attributes. */
export type TagSource = string | Record<string, string | boolean>;

/** The tags a Docusaurus config asks for itself: `headTags`, `stylesheets` and `scripts`. */
export interface SiteTags {
  headTags: PluginHtmlTag[];
  stylesheets: TagSource[];
  scripts: TagSource[];
}

/**
 * The plugin Docusaurus makes of a config's own tags (it calls it the bootstrap plugin), run like the site's
 * plugins: every page's head gets the config's `headTags`, then a `<link rel="stylesheet">` of each of
 * `stylesheets`, then a `<script>` of each of `scripts`, a URL standing for `href` or `src`.
 */
export function siteTagsPlugin(tags: SiteTags): PluginFactory {
  return function siteTags(): DocusaurusPlugin {
    return {
      name: "docusaurus-bootstrap-plugin",
      injectHtmlTags: () => ({
        headTags: [
          ...tags.headTags,
          ...tags.stylesheets.map((source) => ({ tagName: "link", attributes: { rel: "stylesheet", ...(typeof source === "string" ? { href: source } : source) } })),
          ...tags.scripts.map((source) => ({ tagName: "script", attributes: typeof source === "string" ? { src: source } : source })),
        ],
      }),
    };
  };
}
