// Types of scripts/bench/generateDocs.mjs, for the tests that import it.

/** Generates a docs site of `count` pages into `dir` (emptied first) and returns `dir`. */
export declare function generateDocs(dir: string, count: number): Promise<string>;
