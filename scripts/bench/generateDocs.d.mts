// Types of scripts/bench/generateDocs.mjs, for the tests that import it.

/** Generates a docs site of `count` pages in the given shape (default "deep") into `dir` (emptied first) and returns `dir`. */
export declare function generateDocs(dir: string, count: number, options?: { shape?: "deep" | "wide" }): Promise<string>;
