// The split search index in the search benchmark: how many gzipped bytes a visitor downloads before the
// first result of a query, and whether the split index gives the same top ten hits as the whole one.
import { gzipSync } from "node:zlib";

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/**
 * Builds the whole and the split files of `entries` (ten hits a query, to compare top tens), runs every query on
 * both and prints, by query kind, the bytes fetched before its first result (the two lists, the shards and the
 * chunks; with a fresh engine per query, as a first visitor) and how often the top ten agree. Returns the same
 * figures ({ name, split, wholeGz, listsGz, kinds: { [kind]: { median, p95, max, same, overlap, count } } },
 * bytes gzipped) for a report to keep; an index under the threshold gives `split: false` and its whole bytes.
 */
export async function reportSplitSearch({ modules, lunr, name, entries, queries, splitAboveChars = 0 }) {
  const settings = { baseUrl: "/", timestamp: 0, options: { maxHits: 10 } };
  let started = performance.now();
  const whole = await modules.searchFilesOf(entries, { ...settings, splitAboveChars: Infinity });
  const wholeMs = performance.now() - started;
  started = performance.now();
  const split = await modules.searchFilesOf(entries, { ...settings, splitAboveChars });
  const splitMs = performance.now() - started;
  const wholeGz = whole.files.reduce((sum, f) => sum + gzipSync(String(f.contents)).byteLength, 0);
  if (!split.split) {
    console.log(`\n${name}: not split (index under the threshold); whole files ${kb(wholeGz)} gzipped`);
    return { name, split: false, wholeGz };
  }
  const byName = new Map(split.files.map((f) => [f.path.slice(f.path.lastIndexOf("/") + 1), String(f.contents)]));
  const gzipped = new Map();
  const gzOf = (file) => {
    if (!gzipped.has(file)) gzipped.set(file, gzipSync(byName.get(file)).byteLength);
    return gzipped.get(file);
  };
  const [docList, index] = split.files.slice(0, 2).map((f) => JSON.parse(String(f.contents)));
  const listsGz = gzOf(split.files[0].path.split("/").pop()) + gzOf(split.files[1].path.split("/").pop());
  const wholeEngine = modules.createSearchEngine(lunr, ...whole.files.map((f) => JSON.parse(String(f.contents))));

  const kinds = new Map();
  for (const query of queries) {
    const fetched = [];
    const engine = modules.createSplitSearchEngine(lunr, docList, index, async (file) => {
      fetched.push(file);
      return JSON.parse(byName.get(file));
    });
    await engine.prepare(query.text);
    const splitRefs = engine.search(query.text).map((hit) => hit.ref);
    const wholeRefs = wholeEngine.search(query.text).map((hit) => hit.ref);
    const bytes = listsGz + fetched.reduce((sum, file) => sum + gzOf(file), 0);
    const same = splitRefs.length === wholeRefs.length && splitRefs.every((ref, i) => ref === wholeRefs[i]);
    const overlap = wholeRefs.length === 0 ? 1 : wholeRefs.filter((ref) => splitRefs.includes(ref)).length / wholeRefs.length;
    // For a typo: is the best hit of the word meant among the top ten, split and whole?
    const meant = query.intended === undefined ? undefined : wholeEngine.search(query.intended)[0]?.ref;
    for (const kind of ["all", query.kind]) {
      if (!kinds.has(kind)) kinds.set(kind, { bytes: [], same: 0, overlap: 0, count: 0, meant: 0, meantWhole: 0, meantSplit: 0 });
      const stats = kinds.get(kind);
      stats.bytes.push(bytes);
      stats.same += same ? 1 : 0;
      stats.overlap += overlap;
      stats.count++;
      if (meant !== undefined) {
        stats.meant++;
        stats.meantWhole += wholeRefs.includes(meant) ? 1 : 0;
        stats.meantSplit += splitRefs.includes(meant) ? 1 : 0;
      }
    }
  }

  const shardGz = index.shards.map((_, n) => gzOf(index.shardFile.replace("*", String(n)))).sort((a, b) => a - b);
  console.log(`\n${name}, split: ${index.shards.length} shards, ${docList.chunkCount} doc chunks; whole files ${kb(wholeGz)} gzipped`);
  console.log(`  search files built in ${(splitMs / 1000).toFixed(1)} s split, ${(wholeMs / 1000).toFixed(1)} s whole`);
  console.log(`  the two lists ${kb(listsGz)} gzipped; a shard ${kb(percentile(shardGz, 50))} median, ${kb(shardGz[shardGz.length - 1])} largest`);
  const summary = { name, split: true, wholeGz, listsGz, kinds: {} };
  for (const [kind, stats] of kinds) {
    stats.bytes.sort((a, b) => a - b);
    summary.kinds[kind] = { median: percentile(stats.bytes, 50), p95: percentile(stats.bytes, 95), max: stats.bytes[stats.bytes.length - 1], same: stats.same / stats.count, overlap: stats.overlap / stats.count, count: stats.count };
    console.log(
      `  ${kind.padEnd(10)} before first result ${kb(percentile(stats.bytes, 50)).padStart(9)} median ${kb(percentile(stats.bytes, 95)).padStart(9)} p95 ${kb(stats.bytes[stats.bytes.length - 1]).padStart(9)} max` +
        `  | top 10 same as whole: ${((100 * stats.same) / stats.count).toFixed(1)}%, overlap ${((100 * stats.overlap) / stats.count).toFixed(1)}%  (${stats.count} queries)` +
        (kind === "typo" && stats.meant > 0 ? `\n${" ".repeat(12)}the word meant's best hit in the top 10: split ${stats.meantSplit}, whole ${stats.meantWhole} of ${stats.meant}` : ""),
    );
  }
  return summary;
}
