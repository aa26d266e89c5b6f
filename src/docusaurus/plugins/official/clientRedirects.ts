import type { CreateRedirects } from "../../../config/redirectsSchema.js";
import type { OfficialPluginContext } from "./officialPlugin.js";
import type { OptionReader } from "../../config/optionReader.js";
import { isStringList } from "../../../isStringList.js";

const OPTIONS = ["id", "redirects", "createRedirects", "fromExtensions", "toExtensions"];

/**
 * `@docusaurus/plugin-client-redirects` as edsite's `redirects`: a page at each old path that sends the visitor
 * on (src/output/redirectFiles.ts), its target checked as links are.
 */
export function mapClientRedirects(options: OptionReader, { config }: OfficialPluginContext): void {
  const list: { from: string | string[]; to: string }[] = [];
  const given = options.take("redirects") ?? [];
  if (!Array.isArray(given)) options.error("redirects", `${options.name("redirects")} must be a list of { from, to }`, 'Write it as [{ from: "/old", to: "/new" }].');
  else
    given.forEach((entry, index) => {
      const redirect = options.child(entry, `${options.name("redirects")}[${index}]`);
      const from = redirect.take("from");
      const to = redirect.take("to");
      const fromOk = typeof from === "string" || isStringList(from);
      if (!fromOk || typeof to !== "string") options.error("redirects", `${redirect.at} must have \`from\` (a path or a list of paths) and \`to\` (a path or a URL)`, 'Write it as { from: "/old", to: "/new" }.');
      else list.push({ from: from as string | string[], to });
      redirect.done(["from", "to"]);
    });
  const create = options.take("createRedirects");
  if (create !== undefined && typeof create !== "function") options.error("createRedirects", `${options.name("createRedirects")} must be a function`, "Give a function that takes a page's path and returns the old paths that lead to it.");
  // A second instance (`id`) is one more list of redirects; edsite reads one, so a site with two is reported.
  options.unsupported("id", "edsite takes the redirects of one instance of the plugin; merge the lists into one.");
  config.redirects = {
    list,
    ...(typeof create === "function" ? { create: create as CreateRedirects } : {}),
    fromExtensions: extensions(options, "fromExtensions"),
    toExtensions: extensions(options, "toExtensions"),
  };
  options.done(OPTIONS);
}

function extensions(options: OptionReader, key: string): string[] {
  const value = options.take(key) ?? [];
  if (Array.isArray(value) && value.every((ext) => typeof ext === "string" && /^[A-Za-z0-9_-]+$/.test(ext))) return value as string[];
  options.error(key, `${options.name(key)} must be a list of extensions without their dot`, 'Write it as ["html", "htm"].');
  return [];
}
