// A sidebar view is data, a module whose default export is the view. They were entries of the runtime's
// esbuild build, which grew with them: at 100,000 generated pages 11,105 views made that one build 151 MB of
// output and esbuild's process 2.8-4.1 GB. Written here as modules of their own, they cost a serializing
// each, and the same cold build's esbuild process peaked at 0.77 GB (26 November 2026).
import { contentHash } from "../contentHash.js";
import type { Sidebar } from "../shared/types.js";
import type { RuntimeEntry } from "./clientRuntime.js";
import { SIDEBAR_PREFIX } from "./routeModuleSource.js";

/** The runtime entries that are sidebar views, which the runtime's build leaves to sidebarViewFiles. */
export const isSidebarView = (entry: RuntimeEntry): boolean => entry.in.startsWith(SIDEBAR_PREFIX);

/** Each view entry's file: its name under `assets/` (its `out` and a hash of its text) and its contents. */
export function sidebarViewFiles(entries: RuntimeEntry[], views: ReadonlyMap<string, Sidebar>): { key: string; file: string; contents: Uint8Array }[] {
  return entries.filter(isSidebarView).map((entry) => {
    const view = views.get(entry.in.slice(SIDEBAR_PREFIX.length));
    if (!view) throw new Error(`No sidebar view ${entry.in}`);
    const text = `export default ${literal(view)};\n`;
    return { key: entry.key, file: `${entry.out}-${contentHash(text)}.js`, contents: Buffer.from(text) };
  });
}

/** A property name JavaScript takes without quotes. */
const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/**
 * `value` as a JavaScript literal: JSON (an expression in JavaScript, U+2028 and U+2029 included since
 * ES2019) with property names unquoted and `!0` for true, as esbuild's minifier writes it; as JSON the views
 * of the 10,000 generated pages were 656 KB bigger.
 */
function literal(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map((item) => literal(item ?? null)).join(",")}]`;
  if (typeof value === "boolean") return value ? "!0" : "!1";
  if (typeof value !== "object" || value === null) return JSON.stringify(value);
  const properties: string[] = [];
  for (const [name, item] of Object.entries(value)) {
    if (item === undefined) continue;
    properties.push(`${IDENTIFIER.test(name) ? name : JSON.stringify(name)}:${literal(item)}`);
  }
  return `{${properties.join(",")}}`;
}
