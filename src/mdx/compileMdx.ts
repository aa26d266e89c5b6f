// Compiles one Markdown/MDX source into an ES module (default export: the content component) plus what the
// later stages need from it: outline, ids, links, search sections and findings. `.md` and `.mdx` both compile
// as MDX, after preprocess has rewritten the Docusaurus-style syntax MDX would reject.
import { importsOf } from "./codeImports.js";
import { moduleHash } from "../moduleHash.js";
import { createProcessor } from "@mdx-js/mdx";
import type { SourceMapGenerator } from "source-map";
import remarkDirective from "remark-directive";
import remarkGfm from "remark-gfm";
import type { CompiledModule } from "../types.js";
import type { CodeHighlighter } from "./createCodeHighlighter.js";
import { DEFAULT_MAGIC_COMMENTS, type MagicComment } from "../shared/magicComments.js";
import type { CompileState, ResolveLink } from "./compileState.js";
import rehypeSections from "./collectSections.js";
import { preprocessMarkdown } from "./preprocess.js";
import rehypeCodeBlocks from "./rehype-code-blocks.js";
import rehypeCodeBlockComponents from "./rehype-code-block-components.js";
import rehypeCollectIds from "./rehype-collect-ids.js";
import rehypeHeadingIds from "./rehype-heading-ids.js";
import rehypeToc from "./rehype-toc.js";
import rehypeTocExport from "./rehype-toc-export.js";
import rehypeFrontMatterExport from "./rehype-front-matter-export.js";
import rehypeScrollableTables from "./rehype-scrollable-tables.js";
import remarkAdmonitions from "./remark-admonitions.js";
import remarkImageImports from "./remark-image-imports.js";
import remarkLinks from "./remark-links.js";
import remarkFileLinks from "./remark-file-links.js";
import remarkMermaid from "./remark-mermaid.js";
import remarkIdealImageSize from "./remark-ideal-image-size.js";
import remarkStrayDirectives from "./remark-stray-directives.js";
import remarkNestingLimit from "./remark-nesting-limit.js";
import remarkMarkdownImports from "./remark-markdown-imports.js";
import { toMdxCompileError } from "./toMdxCompileError.js";
import { scanMarkdownShape } from "./scanMarkdownShape.js";
import { checkMarkdownShape, nestingOverflowError, stackOverflowIn } from "./checkMarkdownShape.js";
import { MDX_COMPONENTS_SPECIFIER } from "./componentsProvider.js";
import { hasMarkdownPlugins, unifiedEntry, type MarkdownPlugins } from "./markdownPlugins.js";

export type { CodeHighlighter } from "./createCodeHighlighter.js";
export type { ResolveLink } from "./compileState.js";

export interface CompileOptions {
  /**
   * Rewrites a link found in the content: returns the new URL, or undefined to keep it. Called for every
   * link/image/definition URL and literal JSX `<a href>`; for a relative link to a .md/.mdx file it returns
   * the route URL (with base path), or `{ missing: true }` when the file does not exist.
   */
  resolveLink?: ResolveLink;
  /** Shallowest heading level in the TOC (default 2). */
  tocMinLevel?: number;
  /** Deepest heading level in the TOC (default 3). */
  tocMaxLevel?: number;
  /** Created once per build by createCodeHighlighter(). */
  highlighter: CodeHighlighter;
  /** The magic comments of code blocks (the config's `magicComments`); Docusaurus's highlighting ones by default. */
  magicComments?: readonly MagicComment[];
  /** ```mermaid blocks become diagrams (see remark-mermaid); else they are code like any other. */
  mermaid?: boolean;
  /** The site's own remark and rehype plugins for this source's area, around edsite's. */
  markdownPlugins?: MarkdownPlugins;
  /**
   * End the code with an inline source map back to the source's lines. Only to locate a page's render
   * failure (see locateRenderFailure): a good build never pays for the map.
   */
  sourceMap?: boolean;
}

export interface MdxSource {
  /** Passed through to CompiledModule.id. */
  id: string;
  /** Absolute path, for messages and link resolution. */
  file: string;
  /** The file's text with its front matter replaced by blank lines. */
  body: string;
  /** The front matter those lines held, which the module exports as `frontMatter` (none: `{}`). */
  frontMatter?: Record<string, unknown>;
  /** The hash of `body` (see moduleHash) when it is known without reading the body (see KeptDocs). */
  bodyHash?: string;
}

/**
 * Built once per process for each set of plugins (edsite's alone, or with an area's own): everything that
 * differs between files or builds travels on `file.data`, so reusing the processor skips re-assembling the
 * plugin chain for every page.
 */
let sharedProcessor: ReturnType<typeof createProcessor> | undefined;
const processorsWithPlugins = new WeakMap<MarkdownPlugins, ReturnType<typeof createProcessor>>();

function processor(plugins: MarkdownPlugins | undefined): ReturnType<typeof createProcessor> {
  if (!hasMarkdownPlugins(plugins)) return (sharedProcessor ??= createMdxProcessor(undefined));
  let made = processorsWithPlugins.get(plugins);
  if (!made) processorsWithPlugins.set(plugins, (made = createMdxProcessor(plugins)));
  return made;
}

/** The plugin chain: a site's "before" plugins, edsite's, then the site's others (Docusaurus's order). */
function createMdxProcessor(plugins: MarkdownPlugins | undefined, sourceMaps?: typeof SourceMapGenerator): ReturnType<typeof createProcessor> {
  const own = (list: keyof MarkdownPlugins) => (plugins?.[list] ?? []).map((entry) => unifiedEntry(entry, list)) as never[];
  return createProcessor({
    format: "mdx",
    outputFormat: "program",
    jsxImportSource: "react",
    // JSX is left in the output for esbuild, which compiles it anyway while bundling and does it far faster
    // than MDX's own pass over the tree: a cold Ki build went from 1.72 s to 1.65 s, the code 18% shorter.
    jsx: true,
    development: false,
    // Markdown's elements and the JSX a page names without importing it take the theme's components from
    // here (see mdxComponentsModule): a Docusaurus site's MDXComponents, nothing for edsite's own theme.
    providerImportSource: MDX_COMPONENTS_SPECIFIER,
    SourceMapGenerator: sourceMaps,
    remarkPlugins: [remarkNestingLimit, ...own("beforeRemark"), remarkGfm, remarkDirective, remarkStrayDirectives, remarkAdmonitions, remarkImageImports, remarkFileLinks, remarkLinks, remarkMermaid, remarkIdealImageSize, remarkMarkdownImports, ...own("remark")],
    // Code blocks last: the text, id and outline passes read the plain code, not thousands of token spans.
    rehypePlugins: [...own("beforeRehype"), rehypeHeadingIds, rehypeToc, rehypeTocExport, rehypeFrontMatterExport, rehypeCollectIds, rehypeSections, rehypeCodeBlocks, rehypeCodeBlockComponents, rehypeScrollableTables, ...own("rehype")],
  });
}

/**
 * Compiles one MDX (or Markdown) source; throws MdxCompileError with place, hint and code frame on bad syntax,
 * and on nesting or markers that would hang or overflow the parser (see checkMarkdownShape).
 */
export async function compileMdx(source: MdxSource, options: CompileOptions): Promise<CompiledModule> {
  const state: CompileState = {
    file: source.file,
    resolveLink: options.resolveLink,
    highlighter: options.highlighter,
    magicComments: options.magicComments ?? DEFAULT_MAGIC_COMMENTS,
    mermaid: options.mermaid === true,
    tocMinLevel: options.tocMinLevel ?? 2,
    tocMaxLevel: options.tocMaxLevel ?? 3,
    frontMatter: source.frontMatter ?? {},
    findings: [],
    links: [],
    toc: [],
    ids: [],
    sections: [],
    markdownImports: [],
    importedTocs: [],
  };
  // Linear, and far cheaper than parsing: a page shaped to hang or overflow the parser is refused before it runs.
  const shape = scanMarkdownShape(source.body);
  try {
    checkMarkdownShape(source.file, shape);
  } catch (error) {
    throw toMdxCompileError(error, source.file, source.body);
  }
  const text = preprocessMarkdown(source.body);
  let code: string;
  try {
    // unified makes the VFile from these options; the plugins fill `state` through `file.data.edsite`.
    const chain = options.sourceMap ? createMdxProcessor(hasMarkdownPlugins(options.markdownPlugins) ? options.markdownPlugins : undefined, await sourceMapGenerator()) : processor(options.markdownPlugins);
    const file = await chain.process({ path: source.file, value: text, data: { edsite: state } });
    code = String(file.value);
    if (file.map) code += `\n//# sourceMappingURL=data:application/json;base64,${Buffer.from(JSON.stringify(file.map)).toString("base64")}\n`;
  } catch (error) {
    const overflow = stackOverflowIn(error);
    throw toMdxCompileError(overflow ? nestingOverflowError(source.file, shape, overflow) : error, source.file, source.body, text);
  }
  return {
    id: source.id,
    file: source.file,
    code,
    imports: importsOf(code),
    codeHash: moduleHash(code),
    ...(state.h1 === undefined ? {} : { h1: state.h1 }),
    toc: state.toc,
    ids: state.ids,
    links: state.links,
    sections: state.sections,
    findings: state.findings,
    markdownImports: state.markdownImports,
    importedTocs: state.importedTocs,
  };
}

/**
 * source-map's generator, loaded only when a map is asked for: a good build never makes one. The package is
 * CommonJS, which the compiled CLI's chunk hands over as its default export alone.
 */
async function sourceMapGenerator(): Promise<typeof SourceMapGenerator> {
  const loaded = (await import("source-map")) as { SourceMapGenerator?: typeof SourceMapGenerator; default?: { SourceMapGenerator: typeof SourceMapGenerator } };
  return (loaded.SourceMapGenerator ?? loaded.default?.SourceMapGenerator)!;
}
