import type { PluginEntry } from "../plugins/pluginEntries.js";
import { siteTagsPlugin, type SiteTags } from "../plugins/siteTagsPlugin.js";
import type { OptionReader } from "./optionReader.js";

/**
 * A config's `headTags`, `stylesheets` and `scripts`, as the plugin that puts them in every page's head
 * (see siteTagsPlugin); none when the config asks for no tag.
 */
export function mapSiteTags(site: OptionReader): PluginEntry[] {
  const tags: SiteTags = {
    headTags: listOf(site, "headTags", (item) => typeof item === "object" && item !== null && typeof (item as { tagName?: unknown }).tagName === "string", "{ tagName, attributes, innerHTML }"),
    stylesheets: listOf(site, "stylesheets", isTagSource, 'a URL, or the link\'s attributes: { href: "...", type: "text/css" }'),
    scripts: listOf(site, "scripts", isTagSource, 'a URL, or the script\'s attributes: { src: "...", async: true }'),
  };
  if (tags.headTags.length + tags.stylesheets.length + tags.scripts.length === 0) return [];
  const key = tags.headTags.length > 0 ? "headTags" : tags.stylesheets.length > 0 ? "stylesheets" : "scripts";
  return [{ at: key, module: siteTagsPlugin(tags), options: {}, theme: false, place: site.place(key) }];
}

function isTagSource(item: unknown): boolean {
  return typeof item === "string" || (typeof item === "object" && item !== null && !Array.isArray(item));
}

function listOf<T>(site: OptionReader, key: string, valid: (item: unknown) => boolean, shape: string): T[] {
  const given = site.take<unknown>(key);
  if (given === undefined) return [];
  if (!Array.isArray(given) || !given.every(valid)) {
    site.error(key, `${key} must be a list, each item ${shape}`, `Write each item of ${key} as ${shape}.`);
    return [];
  }
  return given as T[];
}
