import { normalizeWord } from "./queryWords.js";

/** A run of text, marked when it is a word the search matched. */
export interface TextPart {
  text: string;
  mark: boolean;
}

interface Piece {
  text: string;
  start: number;
  match: boolean;
  /** Whitespace or a hyphen between words. */
  separator?: boolean;
}

const splitters = new Map<string, RegExp>();

/** The separator as a splitting pattern whose one capture group keeps the separators in the result. */
function splitter(separator: string): RegExp {
  let pattern = splitters.get(separator);
  if (!pattern) {
    pattern = new RegExp(`(${separator})`);
    splitters.set(separator, pattern);
  }
  return pattern;
}

/** Splits text into words and what lies between them, each word tested with `isMatch` (on its normalized form). */
function pieces(text: string, separator: string, isMatch: (word: string) => boolean): Piece[] {
  const result: Piece[] = [];
  let start = 0;
  // The capture group keeps the separators in the list, so the pieces put together give the text back.
  for (const [i, part] of text.split(splitter(separator)).entries()) {
    if (part === "") continue;
    const isWord = i % 2 === 0;
    if (!isWord) {
      result.push({ text: part, start, match: false, separator: true });
    } else {
      // Only the word itself is marked, not the brackets or full stop around it.
      const lead = /^\W*/.exec(part)![0].length;
      const core = normalizeWord(part);
      const coreEnd = lead + core.length;
      const match = core !== "" && isMatch(core);
      if (lead > 0) result.push({ text: part.slice(0, lead), start, match: false });
      result.push({ text: part.slice(lead, coreEnd), start: start + lead, match });
      if (coreEnd < part.length) result.push({ text: part.slice(coreEnd), start: start + coreEnd, match: false });
    }
    start += part.length;
  }
  return result;
}

/** Merges neighbouring pieces of the same kind into parts. */
function toParts(list: Piece[]): TextPart[] {
  const parts: TextPart[] = [];
  for (const piece of list) {
    const last = parts[parts.length - 1];
    if (last && last.mark === piece.match) last.text += piece.text;
    else parts.push({ text: piece.text, mark: piece.match });
  }
  return parts;
}

/** The whole text, with every matching word marked (for titles and headings). */
export function markMatches(text: string, separator: string, isMatch: (word: string) => boolean): TextPart[] {
  return toParts(pieces(text, separator, isMatch));
}

/**
 * About `length` characters of the text around its first matching word, cut at word boundaries, with an
 * ellipsis where text was left out. Without a match in the text it is the text's opening.
 */
export function snippet(text: string, separator: string, length: number, isMatch: (word: string) => boolean): TextPart[] {
  const list = pieces(text, separator, isMatch);
  const first = list.find((p) => p.match);
  // Some words of context before the match, so the reader sees what it is about; near the end, a full window.
  const from = first ? Math.max(0, Math.min(first.start - Math.floor(length / 4), text.length - length)) : 0;
  const to = from + length;
  // Start on a word and end after one, never in the middle of either.
  let startIndex = list.findIndex((p) => p.start >= from && !p.separator && /\w/.test(p.text));
  if (startIndex === -1) startIndex = 0;
  let endIndex = startIndex;
  while (endIndex < list.length && list[endIndex]!.start + list[endIndex]!.text.length <= to) endIndex++;
  if (endIndex === startIndex) endIndex = Math.min(list.length, startIndex + 1);
  const kept = list.slice(startIndex, endIndex);
  while (kept.length > 1 && kept[kept.length - 1]!.separator) kept.pop();
  const parts = toParts(kept);
  if (startIndex > 0) parts.unshift({ text: "…", mark: false });
  if (endIndex < list.length) parts.push({ text: "…", mark: false });
  return toParts(parts.map((p) => ({ text: p.text, start: 0, match: p.mark })));
}
