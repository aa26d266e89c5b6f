import type { CompileOptions, MdxSource } from "../mdx/compileMdx.js";
import { AggregateEdsiteError, EdsiteError } from "../errors.js";
import type { CompiledModule, ContentGraph, ResolvedConfig } from "../types.js";
import { createLinkResolver } from "../content/resolveDocLink.js";

/** The id of a blog post's excerpt module: its file with `#excerpt`. */
export const excerptId = (file: string) => `${file}#excerpt`;

/** Compiles one source with the build's link resolver and TOC levels; `dev` passes one that keeps results. */
export type SourceCompiler = (source: MdxSource, options: Omit<CompileOptions, "highlighter">) => Promise<CompiledModule>;

/** Compiles every doc, post and post excerpt; all errors are gathered so one build reports them all. */
export async function compileContent(content: ContentGraph, config: ResolvedConfig, compiler?: SourceCompiler): Promise<Map<string, CompiledModule>> {
  const compile = compiler ?? (await withNewHighlighter());
  const resolveLink = createLinkResolver(content, config.baseUrl);
  const options = {
    resolveLink,
    tocMinLevel: config.tableOfContents.minHeadingLevel,
    tocMaxLevel: config.tableOfContents.maxHeadingLevel,
  };
  const sources: { id: string; file: string; body: string }[] = [
    ...content.docs.map((d) => ({ id: d.file, file: d.file, body: d.body })),
    ...content.posts.map((p) => ({ id: p.file, file: p.file, body: p.body })),
    ...content.posts.filter((p) => p.excerptBody !== undefined).map((p) => ({ id: excerptId(p.file), file: p.file, body: p.excerptBody! })),
  ];
  const modules = new Map<string, CompiledModule>();
  const errors: EdsiteError[] = [];
  const results = await Promise.allSettled(sources.map((source) => compile(source, options)));
  results.forEach((result, i) => {
    if (result.status === "fulfilled") modules.set(sources[i]!.id, result.value);
    else if (result.reason instanceof EdsiteError) errors.push(result.reason);
    else throw result.reason;
  });
  if (errors.length === 1) throw errors[0];
  if (errors.length > 1) throw new AggregateEdsiteError(errors);
  return modules;
}

/** The plain compiler: one highlighter for this build. Loaded on first use: `dev` often compiles nothing. */
async function withNewHighlighter(): Promise<SourceCompiler> {
  const [{ compileMdx }, { createCodeHighlighter }] = await Promise.all([import("../mdx/compileMdx.js"), import("../mdx/createCodeHighlighter.js")]);
  const highlighter = await createCodeHighlighter();
  return (source, options) => compileMdx(source, { ...options, highlighter });
}
