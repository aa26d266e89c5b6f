// remark and rehype plugins a site adds to the Markdown of one area (docs, blog or pages), around edsite's own.
// They are functions, so they never cross to a compile worker: a page that has any compiles in the build's
// own thread (see compileContent).

/** A unified plugin as a config gives it: the function, or the function and its options. */
export type MarkdownPluginEntry = ((...args: never[]) => unknown) | [(...args: never[]) => unknown, unknown?];

/** The plugins of one area, each list in the order the config gives it. */
export interface MarkdownPlugins {
  /** remark plugins run before edsite's (Docusaurus's `beforeDefaultRemarkPlugins`). */
  beforeRemark: MarkdownPluginEntry[];
  /** remark plugins run after edsite's (`remarkPlugins`). */
  remark: MarkdownPluginEntry[];
  beforeRehype: MarkdownPluginEntry[];
  rehype: MarkdownPluginEntry[];
}

const LISTS = ["beforeRemark", "remark", "beforeRehype", "rehype"] as const;

/** Whether a value is a plugin entry: a function, or a list of a function and maybe its options. */
export function isMarkdownPluginEntry(value: unknown): value is MarkdownPluginEntry {
  if (typeof value === "function") return true;
  return Array.isArray(value) && value.length >= 1 && value.length <= 2 && typeof value[0] === "function";
}

/** Whether a value is a MarkdownPlugins (what the config schema accepts). */
export function isMarkdownPlugins(value: unknown): value is MarkdownPlugins {
  if (typeof value !== "object" || value === null) return false;
  const lists = value as Record<string, unknown>;
  return LISTS.every((list) => Array.isArray(lists[list]) && (lists[list] as unknown[]).every(isMarkdownPluginEntry));
}

/** Whether an area adds any plugin at all. */
export function hasMarkdownPlugins(plugins: MarkdownPlugins | undefined): plugins is MarkdownPlugins {
  return plugins !== undefined && LISTS.some((list) => plugins[list].length > 0);
}

/**
 * A string that changes when the plugins do: each function's source and its options. A compiled page is
 * kept by the settings it was compiled with, and a plugin edited since must compile the page again.
 */
export function markdownPluginsKey(plugins: MarkdownPlugins | undefined): string {
  if (!hasMarkdownPlugins(plugins)) return "";
  let key = keys.get(plugins);
  if (key === undefined) keys.set(plugins, (key = keyOf(plugins)));
  return key;
}

/** Asked for every page: each set's key is worked out once. */
const keys = new WeakMap<MarkdownPlugins, string>();

function keyOf(plugins: MarkdownPlugins): string {
  const describe = (entry: MarkdownPluginEntry) => {
    const [fn, options] = typeof entry === "function" ? [entry, undefined] : entry;
    return [String(fn), JSON.stringify(options ?? null, (_, v: unknown) => (typeof v === "function" ? String(v) : v))];
  };
  return JSON.stringify(LISTS.map((list) => plugins[list].map(describe)));
}

/** A config's entry as unified takes it. */
export function unifiedEntry(entry: MarkdownPluginEntry): [(...args: never[]) => unknown, unknown?] | ((...args: never[]) => unknown) {
  return typeof entry === "function" ? entry : entry.length === 1 ? entry[0] : [entry[0], entry[1]];
}
