/** How many terms sharing the prefix are looked at before picking; bounds the work for a one- or two-letter prefix. */
const SCAN_LIMIT = 2000;

/**
 * Up to `limit` terms that start with `prefix`, shortest first (the likeliest ends of a word being typed), from
 * a list sorted in code-unit order.
 */
export function completions(sortedTerms: string[], prefix: string, limit: number): string[] {
  let low = 0;
  let high = sortedTerms.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (sortedTerms[middle]! < prefix) low = middle + 1;
    else high = middle;
  }
  const found: string[] = [];
  for (let i = low; i < sortedTerms.length && found.length < SCAN_LIMIT && sortedTerms[i]!.startsWith(prefix); i++) found.push(sortedTerms[i]!);
  return found.sort((a, b) => a.length - b.length || (a < b ? -1 : 1)).slice(0, limit);
}
