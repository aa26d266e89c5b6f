import type { SplitLunrIndex } from "../../shared/searchData.js";

type Shards = SplitLunrIndex["shards"];

/** The shard that holds `term` if the index has it: the last whose `from` sorts at or before it. */
export function shardOf(shards: Shards, term: string): number {
  let low = 0;
  let high = shards.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (shards[middle]! <= term) low = middle + 1;
    else high = middle;
  }
  return Math.max(0, low - 1);
}

/**
 * The shards that hold every term beginning with `prefix`: the one `prefix` itself would be in, and those after
 * it whose first term begins with it (a shard's `from` is a prefix of its first term, so it begins with `prefix`
 * exactly when that term does, or else it sorts before `prefix`).
 */
export function shardsWithPrefix(shards: Shards, prefix: string): number[] {
  const first = shardOf(shards, prefix);
  const found = [first];
  for (let i = first + 1; i < shards.length && shards[i]!.startsWith(prefix); i++) found.push(i);
  return found;
}
