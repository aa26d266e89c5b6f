// A page's line in the pages cache is mostly its ids and links (28 MB of the 10,000 generated pages' cache),
// which an incremental build reads for few pages: those rendered again, and those their links lead to (see
// pagesToRecheck). A line is read for its place and key alone, the rest kept as text and parsed when a
// build first asks for it. What it pays (27 November 2026, 10,000 generated pages, one page's text edited, 6
// alternating pairs against the build before it and the incremental link check): 4.94 s against 5.47 s
// (medians; 5.24 s with the link check alone), for about 15 MB more at the peak: the lines' text is kept
// whole where the parsed lists shared their strings (see stringPool).
import { EdsiteError } from "../errors.js";
import type { RenderedBefore } from "./pageReuse.js";
import { isStringList } from "../isStringList.js";

/** A page's line: its place (see pagePlace) and what the last build recorded of it; a page gone has a null key. */
export type PageLine = [place: string, key: string | null, ids?: string[], links?: string[]];

/** A page's ids and links as the text of its line, `[<ids>],[<links>]`, not yet parsed. */
export class UnparsedLists {
  constructor(readonly text: string) {}
}

/**
 * A line's value: `[place, key, UnparsedLists]` for a page's line of the usual shape,
 * `["<place>","<key>",[…],[…]]` with no escape in its place; any other line parsed whole.
 */
export function parsePageLine(text: string): unknown {
  const placeEnd = text.indexOf('"', 2);
  const keyEnd = placeEnd < 0 ? -1 : text.indexOf('"', placeEnd + 3);
  const usual = text.startsWith('["/') && keyEnd > 0 && text.startsWith(',"', placeEnd + 1) && text.startsWith(",[", keyEnd + 1) && text.endsWith("]]");
  // Looked for back from the key's end only: the lists after it, most of the line, may hold escapes of their own.
  if (!usual || text.lastIndexOf("\\", keyEnd) >= 2) return JSON.parse(text);
  return [text.slice(2, placeEnd), text.slice(placeEnd + 3, keyEnd), new UnparsedLists(text.slice(keyEnd + 2, -1))];
}

/**
 * What the cache recorded of a page, its ids and links parsed on first use. A line written whole by this
 * cache parses, so one that does not was changed by something else: the build stops, saying what to delete.
 */
export function recordedPage(key: string, lists: UnparsedLists, file: string, pooled: (text: string) => string): RenderedBefore {
  let parsed: { ids: string[]; links: string[] } | undefined;
  const read = () => {
    if (parsed) return parsed;
    let value: unknown;
    try {
      value = JSON.parse(`[${lists.text}]`);
    } catch {
      value = undefined;
    }
    const [ids, links] = Array.isArray(value) && value.length === 2 ? value : [];
    if (!isStringList(ids) || !isStringList(links)) throw new EdsiteError("The pages cache is damaged: a page's line does not parse.", { file, hint: "Delete .edsite-cache/ and build again." });
    parsed = { ids: ids.map(pooled), links: links.map(pooled) };
    return parsed;
  };
  return {
    key,
    get ids() {
      return read().ids;
    },
    get links() {
      return read().links;
    },
  };
}
