import type lunr from "lunr";
import type { SerializedLunrIndex } from "./expandLunrIndex.js";
import type { Steps } from "./slicedWork.js";
import type { Lunr } from "./searchEngine.js";

/** lunr's token set builder, which @types/lunr leaves out: words go in in sorted order, then `finish`. */
interface TokenSetBuilder {
  root: lunr.TokenSet;
  insert(word: string): void;
  finish(): void;
}

/** Vectors or terms handled between two points where the load may pause. */
const ITEMS_PER_STEP = 128;

/**
 * What `lunr.Index.load` does, in steps that yield (see slicedWork.ts): one call built the Ki site's index in
 * a single 30-55 ms task after the first paint, which Lighthouse's 4× slowdown made 70-170 ms of blocking time.
 * Only lunr's public constructors are used, so the index is the one `load` would give.
 */
export function* loadLunrIndexSteps(lib: Lunr, serialized: SerializedLunrIndex): Steps<lunr.Index> {
  if (serialized.version !== lib.version) {
    console.warn(`The search index was built with lunr ${serialized.version} and is read with lunr ${lib.version}: rebuild the site if search misbehaves.`);
  }
  const fieldVectors: Record<string, lunr.Vector> = {};
  for (let i = 0; i < serialized.fieldVectors.length; i++) {
    const [ref, elements] = serialized.fieldVectors[i]!;
    fieldVectors[ref] = new lib.Vector(elements);
    if (i % ITEMS_PER_STEP === ITEMS_PER_STEP - 1) yield;
  }
  const invertedIndex: Record<string, unknown> = Object.create(null);
  const builder = new (lib.TokenSet as unknown as { Builder: new () => TokenSetBuilder }).Builder();
  for (let i = 0; i < serialized.invertedIndex.length; i++) {
    const [term, posting] = serialized.invertedIndex[i]!;
    builder.insert(term);
    invertedIndex[term] = posting;
    if (i % ITEMS_PER_STEP === ITEMS_PER_STEP - 1) yield;
  }
  builder.finish();
  yield;
  return new lib.Index({
    fields: serialized.fields,
    fieldVectors,
    invertedIndex,
    tokenSet: builder.root,
    pipeline: lib.Pipeline.load(serialized.pipeline),
  } as unknown as lunr.Index.Attributes);
}
