// A sidebar view is data, a module whose default export is the view. They were entries of the runtime's
// esbuild build, which grew with them: at 100,000 generated pages 11,105 views made that one build 151 MB of
// output and esbuild's process 2.8-4.1 GB. Written here as modules of their own, they cost a serializing
// each, and the same cold build's esbuild process peaked at 0.77 GB (26 November 2026).
import { contentHash } from "../contentHash.js";
import type { Sidebar } from "../shared/types.js";

/**
 * Each view's file, by its view key: its name under `assets/` (`v/`, the view's place among the views and a
 * hash of its text) and its contents. Nothing imports a view (routes are handed theirs, see
 * routeModuleSource), so no bundler needs to see them.
 */
export function sidebarViewFiles(views: ReadonlyMap<string, Sidebar>): { key: string; file: string; contents: Uint8Array }[] {
  const written: Written = { texts: new Map(), seen: new WeakSet() };
  return [...views].map(([key, view], place) => {
    const text = `export default ${literal(view, written)};\n`;
    return { key, file: `v/${place}-${contentHash(text)}.js`, contents: Buffer.from(text) };
  });
}

/** A property name JavaScript takes without quotes. */
const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/**
 * `value` as a JavaScript literal: JSON (an expression in JavaScript, U+2028 and U+2029 included since
 * ES2019) with property names unquoted and `!0` for true, as esbuild's minifier writes it; as JSON the views
 * of the 10,000 generated pages were 656 KB bigger.
 */
function literal(value: unknown, written: Written): string {
  if (typeof value === "boolean") return value ? "!0" : "!1";
  if (typeof value !== "object" || value === null) return JSON.stringify(value);
  let text = written.texts.get(value);
  if (text !== undefined) return text;
  if (Array.isArray(value)) {
    text = `[${value.map((item) => literal(item ?? null, written)).join(",")}]`;
  } else {
    const properties: string[] = [];
    for (const [name, item] of Object.entries(value)) {
      if (item === undefined) continue;
      properties.push(`${IDENTIFIER.test(name) ? name : JSON.stringify(name)}:${literal(item, written)}`);
    }
    text = `{${properties.join(",")}}`;
  }
  if (written.seen.has(value)) written.texts.set(value, text);
  else written.seen.add(value);
  return text;
}

/**
 * The literals of the objects met more than once. Views share the objects of the categories they leave as
 * they are (see shapeSidebar), so each of those is written once for all views. At 10,000 generated pages
 * (1,111 views, 8.7 MB of text), one page's text edited (27 November 2026): writing the views took 43 ms of
 * the main thread against 160 ms, and shaping them 79 ms against 158 ms; the bundle stage 1.70 s against
 * 1.81 s, the rebuild 5.12 s against 5.27 s (medians of 6 alternating pairs, faster in 4), peak level. Kept
 * for every object, the texts of each view and of its open categories, which no other view holds, made the
 * peak 30-40 MB higher.
 */
interface Written {
  texts: Map<object, string>;
  seen: WeakSet<object>;
}
