import { isMarkdownPluginEntry, type MarkdownPluginEntry, type MarkdownPlugins } from "../../mdx/markdownPlugins.js";
import type { OptionReader } from "./optionReader.js";

/** Docusaurus's option for each of edsite's lists of an area's Markdown plugins. */
const OPTIONS: [keyof MarkdownPlugins, string][] = [
  ["beforeRemark", "beforeDefaultRemarkPlugins"],
  ["remark", "remarkPlugins"],
  ["beforeRehype", "beforeDefaultRehypePlugins"],
  ["rehype", "rehypePlugins"],
];

/**
 * An area's remark and rehype plugins (the docs', blog's or pages' options of the classic preset), run in
 * edsite's MDX pipeline; undefined when it gives none. recma plugins work on the compiled JavaScript, which
 * edsite leaves to its bundler, so they are a finding.
 */
export function mapMarkdownPlugins(area: OptionReader): MarkdownPlugins | undefined {
  const plugins: MarkdownPlugins = { beforeRemark: [], remark: [], beforeRehype: [], rehype: [] };
  for (const [list, option] of OPTIONS) plugins[list] = entriesOf(area, option);
  area.unsupported("recmaPlugins", "edsite compiles MDX's JavaScript with its own bundler and runs no recma plugin; remove them, or do their work in a rehype plugin.");
  return Object.values(plugins).some((entries) => entries.length > 0) ? plugins : undefined;
}

function entriesOf(area: OptionReader, option: string): MarkdownPluginEntry[] {
  const given = area.take(option);
  if (given === undefined) return [];
  if (!Array.isArray(given)) {
    area.error(option, `${area.name(option)} must be a list of plugins`, "Give a list: [plugin] or [[plugin, options]].");
    return [];
  }
  const entries: MarkdownPluginEntry[] = [];
  given.forEach((entry: unknown, index) => {
    if (entry === false || entry === null || entry === undefined) return;
    if (isMarkdownPluginEntry(entry)) entries.push(entry);
    else area.error(option, `${area.name(option)}[${index}] is not a plugin: ${describe(entry)}`, "Give the plugin's function (import it in the config), or [function, options]; a package's name alone is not enough.");
  });
  return entries;
}

function describe(value: unknown): string {
  if (Array.isArray(value)) return `a list whose first item is ${typeof value[0] === "string" ? JSON.stringify(value[0]) : typeof value[0]}`;
  return typeof value === "string" ? JSON.stringify(value) : typeof value;
}
