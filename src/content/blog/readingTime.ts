import readingTime from "reading-time";

/** Minutes it takes to read `text`, rounded up and at least 1, as the post header shows it (`3 min read`). */
export function readingMinutes(text: string): number {
  return Math.max(1, Math.ceil(readingTime(text).minutes));
}
