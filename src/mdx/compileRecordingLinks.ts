// A compile that also records each link it asked to resolve and the answer it got. A page's compiled code
// depends on those answers, so a cache keeps them and reuses the page only while every answer still holds
// (a link to a page that was renamed, added or deleted since recompiles the page, nothing else does).
import type { CompiledModule } from "../types.js";
import { compileMdx, type CompileOptions, type MdxSource } from "./compileMdx.js";

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

export async function compileRecordingLinks(source: MdxSource, options: CompileOptions): Promise<CompileResult> {
  const links: LinkAnswer[] = [];
  const resolve = options.resolveLink;
  const recordingResolve =
    resolve &&
    ((url: string, from: string) => {
      const result = resolve(url, from);
      links.push([url, from, answerOf(result)]);
      return result;
    });
  const module = await compileMdx(source, { ...options, resolveLink: recordingResolve });
  return { module, links };
}
