import type { CompactLunrIndex } from "../../shared/searchData.js";
import type { Steps } from "./slicedWork.js";

/** lunr's serialized index: what `lunr.Index.load` takes. */
export interface SerializedLunrIndex {
  version: string;
  fields: string[];
  fieldVectors: [string, number[]][];
  invertedIndex: [string, Record<string, unknown>][];
  pipeline: string[];
}

/** A posting's metadata: none is kept, and lunr only ever reads it, so every posting can share one object. */
const NO_METADATA = Object.freeze({});

/** Terms handled between two points where the expansion may pause. */
const TERMS_PER_STEP = 256;

/**
 * Rebuilds lunr's inverted index from the compact file: a term has a posting for a field and ref exactly when
 * that field's vector for the ref holds the term. Terms are listed in code-unit order, the order lunr's token
 * set builder insists on. Yields after each field vector and each run of terms (see slicedWork.ts).
 */
export function* expandLunrIndexSteps(compact: CompactLunrIndex): Steps<SerializedLunrIndex> {
  const postings: Record<string, unknown>[] = [];
  for (let index = 0; index < compact.terms.length; index++) {
    const posting: Record<string, unknown> = { _index: index };
    for (const field of compact.fields) posting[field] = {};
    postings.push(posting);
    if (index % TERMS_PER_STEP === TERMS_PER_STEP - 1) yield;
  }
  for (const [fieldRef, elements] of compact.fieldVectors) {
    // lunr joins field and ref with "/"; field names hold none, refs may.
    const slash = fieldRef.indexOf("/");
    const field = fieldRef.slice(0, slash);
    const ref = fieldRef.slice(slash + 1);
    for (let i = 0; i < elements.length; i += 2) {
      (postings[elements[i]!]![field] as Record<string, object>)[ref] = NO_METADATA;
    }
    yield;
  }
  const invertedIndex = compact.terms
    .map((term, index): [string, Record<string, unknown>] => [term, postings[index]!])
    .sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  yield;
  return { version: compact.version, fields: compact.fields, fieldVectors: compact.fieldVectors, invertedIndex, pipeline: compact.pipeline };
}
