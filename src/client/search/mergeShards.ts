import { SEARCH_BODY_FIELD, type CompactLunrIndex, type LunrIndexShard, type SplitLunrIndex } from "../../shared/searchData.js";

/** An index made of some shards of a split one, and how many body postings each of its terms has. */
export interface MergedIndex {
  compact: CompactLunrIndex;
  bodyPostings: Map<string, number>;
}

/**
 * The compact index of the terms in `shards`. Each term brings all its postings, so any query over these terms
 * scores every doc exactly as the whole index would: lunr's score is the dot product of the query with the
 * doc's field vector, divided by the query's magnitude, and the doc's other terms only add zeros to it. Terms are
 * numbered as the whole index numbers them (most postings first, then code-unit order), so even the order in
 * which lunr adds up the products, and so the last bit of every score, is the same.
 */
export function mergeShards(manifest: Pick<SplitLunrIndex, "version" | "fields" | "pipeline">, shards: LunrIndexShard[]): MergedIndex {
  const bodyField = manifest.fields.indexOf(SEARCH_BODY_FIELD);
  const terms = shards.flatMap((shard) => shard.terms);
  const counts = terms.map((entry) => {
    let count = 0;
    for (let field = 1; field < entry.length; field++) {
      const postings = entry[field] as number[] | number;
      count += typeof postings === "number" ? postings : postings.length / 2;
    }
    return count;
  });
  const order = terms.map((_, i) => i).sort((a, b) => counts[b]! - counts[a]! || (terms[a]![0] < terms[b]![0] ? -1 : 1));

  const vectors = new Map<string, number[]>();
  const bodyPostings = new Map<string, number>();
  order.forEach((id, index) => {
    const [term, ...byField] = terms[id]!;
    byField.forEach((postings, field) => {
      if (field === bodyField) bodyPostings.set(term, typeof postings === "number" ? postings : postings.length / 2);
      if (typeof postings === "number") return;
      let ref = 0;
      for (let i = 0; i < postings.length; i += 2) {
        ref += postings[i]!;
        const key = `${manifest.fields[field]}/${ref}`;
        let elements = vectors.get(key);
        if (!elements) vectors.set(key, (elements = []));
        // Terms are taken in index order, so each vector is built in the ascending order lunr needs.
        elements.push(index, postings[i + 1]!);
      }
    });
  });
  return {
    compact: {
      version: manifest.version,
      fields: manifest.fields,
      fieldVectors: [...vectors],
      terms: order.map((id) => terms[id]![0]),
      pipeline: manifest.pipeline,
    },
    bodyPostings,
  };
}
