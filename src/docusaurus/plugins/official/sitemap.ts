import { CHANGE_FREQUENCIES } from "../../../config/sitemapSchema.js";
import type { OfficialPluginContext } from "./officialPlugin.js";
import type { OptionReader } from "../../config/optionReader.js";

const OPTIONS = ["id", "changefreq", "priority", "ignorePatterns", "filename", "lastmod", "createSitemapItems", "cacheTime", "trailingSlash"];

/**
 * `@docusaurus/plugin-sitemap` (the classic preset has it unless its `sitemap` is false) as edsite's
 * `sitemap`, with the plugin's defaults: every entry `weekly` at priority 0.5, no `lastmod`.
 */
export function mapSitemap(options: OptionReader, { config }: OfficialPluginContext): void {
  const changefreq = options.take("changefreq");
  const priority = options.take("priority");
  const lastmod = options.take("lastmod");
  const filename = options.take("filename") ?? "sitemap.xml";
  const ignorePatterns = options.take("ignorePatterns") ?? [];
  const sitemap: NonNullable<Exclude<typeof config.sitemap, false>> = { filename: "sitemap.xml", changefreq: "weekly", priority: 0.5, ignorePatterns: [], lastmod: null };
  if (changefreq === null || (CHANGE_FREQUENCIES as readonly unknown[]).includes(changefreq)) sitemap.changefreq = changefreq as typeof sitemap.changefreq;
  else if (changefreq !== undefined) options.error("changefreq", `${options.name("changefreq")} must be one of ${CHANGE_FREQUENCIES.join(", ")}, or null`, 'Give how often pages change, like "weekly", or null to leave it out.');
  if (priority === null || (typeof priority === "number" && priority >= 0 && priority <= 1)) sitemap.priority = priority;
  else if (priority !== undefined) options.error("priority", `${options.name("priority")} must be a number from 0 to 1, or null`, "Give 0.5 (the default), or null to leave it out.");
  if (lastmod === null || lastmod === "date" || lastmod === "datetime") sitemap.lastmod = lastmod;
  else if (lastmod !== undefined) options.error("lastmod", `${options.name("lastmod")} must be "date", "datetime" or null`, 'Give "date" for the day each page last changed in git, or remove it.');
  if (typeof filename === "string" && /^[^/\\]+$/.test(filename)) sitemap.filename = filename;
  else options.error("filename", `${options.name("filename")} must be a file name without folders, not ${JSON.stringify(filename)}`, 'Give a name like "sitemap.xml".');
  if (Array.isArray(ignorePatterns) && ignorePatterns.every((p) => typeof p === "string")) sitemap.ignorePatterns = ignorePatterns as string[];
  else options.error("ignorePatterns", `${options.name("ignorePatterns")} must be a list of globs of page paths`, 'Write it as ["/tags/**"].');
  // Docusaurus itself rejects these two: one is gone, the other is the site's own trailingSlash now.
  if (options.take("cacheTime") !== undefined) options.error("cacheTime", `${options.name("cacheTime")} is no longer an option of the sitemap plugin`, "Remove it.");
  if (options.take("trailingSlash") !== undefined) options.error("trailingSlash", `${options.name("trailingSlash")} is no longer an option of the sitemap plugin`, "Remove it, and set the site's own trailingSlash instead.");
  options.unsupported("createSitemapItems", "edsite writes one entry per page from the options above; remove it, or use ignorePatterns to leave pages out.");
  options.accept("id");
  config.sitemap = sitemap;
  options.done(OPTIONS);
}
