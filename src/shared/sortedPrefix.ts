/** Where the terms that start with `prefix` begin in a list sorted in code-unit order (a binary search). */
export function firstWithPrefix(sortedTerms: readonly string[], prefix: string): number {
  let low = 0;
  let high = sortedTerms.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (sortedTerms[middle]! < prefix) low = middle + 1;
    else high = middle;
  }
  return low;
}
