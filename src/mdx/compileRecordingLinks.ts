// A compile that also records each link it asked to resolve and the answer it got. A page's compiled code
// depends on those answers, so a cache keeps them and reuses the page only while every answer still holds
// (a link to a page that was renamed, added or deleted since recompiles the page, nothing else does).
import { compileMdx, type CompileOptions, type MdxSource } from "./compileMdx.js";
import { answerOf, type CompileResult, type LinkAnswer } from "./linkAnswers.js";

export type { CompileResult, LinkAnswer } from "./linkAnswers.js";

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
