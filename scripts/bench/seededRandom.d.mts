// Types of scripts/bench/seededRandom.mjs, for the tests that import it.
export function seededRandom(seed: number): () => number;
