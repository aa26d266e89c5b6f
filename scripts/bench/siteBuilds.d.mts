// Types of scripts/bench/siteBuilds.mjs, for the tests that import it.

/** The stages a build printed with their times (`✔ compile  16234 ms`), in milliseconds by name, in the order printed. */
export declare function stageTimes(output: string): Record<string, number>;

/** The middle value (the upper one of an even count). */
export declare function median(values: number[]): number;
