import { firstWithPrefix } from "../../shared/sortedPrefix.js";

/** How many terms sharing the prefix are looked at before picking; bounds the work for a one- or two-letter prefix. */
const SCAN_LIMIT = 2000;

/**
 * Up to `limit` terms that start with `prefix`, shortest first (the likeliest ends of a word being typed), from
 * a list sorted in code-unit order.
 */
export function completions(sortedTerms: string[], prefix: string, limit: number): string[] {
  const found: string[] = [];
  for (let i = firstWithPrefix(sortedTerms, prefix); i < sortedTerms.length && found.length < SCAN_LIMIT && sortedTerms[i]!.startsWith(prefix); i++) found.push(sortedTerms[i]!);
  return found.sort((a, b) => a.length - b.length || (a < b ? -1 : 1)).slice(0, limit);
}
