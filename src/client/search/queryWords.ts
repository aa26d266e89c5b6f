/**
 * Splits what the visitor typed into lowercase words the way lunr splits indexed text: on the shared separator,
 * with non-word characters trimmed from both ends (lunr's trimmer). `*`, `~`, `^` and `:` split words too, since
 * lunr would read them as query syntax. Repeated words count once.
 */
export function queryWords(input: string, separator: string): string[] {
  const words = input
    .toLowerCase()
    .replace(/[*~^:]/g, " ")
    .split(new RegExp(separator))
    .map(normalizeWord)
    .filter((word) => word !== "");
  return [...new Set(words)];
}

/** A word as lunr's tokenizer and trimmer leave it: lowercase, no punctuation at either end. */
export function normalizeWord(word: string): string {
  return word.toLowerCase().replace(/^\W+/, "").replace(/\W+$/, "");
}
