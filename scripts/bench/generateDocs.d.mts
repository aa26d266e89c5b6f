// Types of scripts/bench/generateDocs.mjs, for the tests that import it.

/**
 * Generates a docs site of `count` pages in the given shape (default "deep") into `dir` (emptied first) and
 * returns `dir`; `folderPages` is how many pages a folder of the wide shape holds (default 50).
 */
export declare function generateDocs(dir: string, count: number, options?: { shape?: "deep" | "wide"; folderPages?: number }): Promise<string>;
