// lunr's own builder, as the reference the search stage's index builder must agree with.
import lunr from "lunr";
import { roundWeight } from "../../src/search/buildLunrIndex.js";
import type { SearchEntry } from "../../src/search/searchEntries.js";
import { SEARCH_FIELD_BOOSTS, type CompactLunrIndex } from "../../src/shared/searchData.js";

/** The index lunr's own builder makes of the entries, configured as the search stage says. */
export function lunrBuilderIndex(entries: SearchEntry[]): lunr.Index {
  return lunr(function () {
    this.ref("ref");
    for (const [field, boost] of Object.entries(SEARCH_FIELD_BOOSTS)) this.field(field, { boost });
    this.metadataWhitelist = [];
    entries.forEach((e, ref) => this.add({ ref: String(ref), title: e.doc.section ?? e.doc.title, keywords: e.keywords.join(" "), text: e.doc.text }));
  });
}

/** `field/ref` → term → rounded weight, from lunr's builder. */
export function lunrBuilderWeights(entries: SearchEntry[]) {
  const json = lunrBuilderIndex(entries).toJSON() as unknown as { fieldVectors: [string, number[]][]; invertedIndex: [string, { _index: number }][] };
  const termOf = new Map(json.invertedIndex.map(([term, posting]) => [posting._index, term]));
  return weightsFrom(json.fieldVectors, (i) => termOf.get(i)!, roundWeight);
}

/** The same, from a compact index. */
export function weightsOf(compact: CompactLunrIndex) {
  return weightsFrom(compact.fieldVectors, (i) => compact.terms[i]!, (w) => w);
}

function weightsFrom(vectors: [string, number[]][], termOf: (index: number) => string, round: (w: number) => number) {
  const result: Record<string, Record<string, number>> = {};
  for (const [fieldRef, elements] of vectors) {
    if (elements.length === 0) continue;
    const weights: Record<string, number> = {};
    for (let i = 0; i < elements.length; i += 2) weights[termOf(elements[i]!)] = round(elements[i + 1]!);
    result[fieldRef] = weights;
  }
  return result;
}
