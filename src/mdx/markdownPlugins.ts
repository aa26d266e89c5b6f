// remark and rehype plugins a site adds to the Markdown of one area (docs, blog or pages), around edsite's own.
// They are functions, so they never cross to a compile worker: a page that has any compiles in the build's
// own thread (see compileContent).
import { EdsiteError } from "../errors.js";

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

/**
 * A config's entry as unified takes it, its transformer made to name the plugin when it throws: the site's
 * own plugin failed, not the file, and the message says which one and on which file.
 */
export function unifiedEntry(entry: MarkdownPluginEntry, list: keyof MarkdownPlugins): [(...args: never[]) => unknown, unknown?] | ((...args: never[]) => unknown) {
  const [fn, options] = typeof entry === "function" ? [entry, undefined] : entry;
  const attacher = namingFailures(fn as (...args: unknown[]) => unknown, list);
  return typeof entry === "function" || entry.length === 1 ? attacher : [attacher, options];
}

function namingFailures(fn: (...args: unknown[]) => unknown, list: keyof MarkdownPlugins): (...args: never[]) => unknown {
  const fail = (error: unknown, file: { path?: string } | undefined) =>
    new EdsiteError(`The ${list.toLowerCase().includes("rehype") ? "rehype" : "remark"} plugin ${fn.name ? `"${fn.name}"` : "(a function with no name)"} threw: ${error instanceof Error ? error.message : String(error)}`, {
      file: file?.path,
      hint: "It is one of the site's own Markdown plugins (its area's remarkPlugins or rehypePlugins in the config): fix it or its options.",
      cause: error,
    });
  return function attach(this: unknown, ...args: unknown[]) {
    const transformer = fn.apply(this, args);
    if (typeof transformer !== "function") return transformer;
    // unified tells a transformer that takes a callback by its arity: the wrapper keeps it.
    if (transformer.length >= 3) {
      return function (this: unknown, tree: unknown, file: { path?: string }, next: (error?: unknown, ...rest: unknown[]) => void) {
        return transformer.call(this, tree, file, (error?: unknown, ...rest: unknown[]) => next(error ? fail(error, file) : error, ...rest));
      };
    }
    return function (this: unknown, tree: unknown, file: { path?: string }) {
      try {
        const result = transformer.call(this, tree, file);
        return result instanceof Promise ? result.catch((error: unknown) => Promise.reject(fail(error, file))) : result;
      } catch (error) {
        throw fail(error, file);
      }
    };
  } as (...args: never[]) => unknown;
}
