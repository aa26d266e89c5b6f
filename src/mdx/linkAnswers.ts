// What a compile records of the links it resolved, apart from the compiler itself: the compile cache reads
// these at every start, and importing them must not load the MDX pipeline (200 ms of a dev start).
import type { CompiledModule } from "../types.js";

/** One resolved link: the URL as written, the file it was in, and the answer as JSON ("" for none). */
export type LinkAnswer = [url: string, from: string, answer: string];

export interface CompileResult {
  module: CompiledModule;
  links: LinkAnswer[];
}

/** How an answer of the resolver is kept: comparable as a string. */
export function answerOf(result: unknown): string {
  return result === undefined ? "" : JSON.stringify(result);
}
