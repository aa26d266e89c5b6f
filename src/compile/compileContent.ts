import { hasMarkdownPlugins } from "../mdx/markdownPlugins.js";
import { importedMarkdownSources, markdownImportFile, type AreaSource } from "./importedMarkdown.js";
import { mergeImportedOutlines } from "./mergeImportedOutlines.js";
import { AggregateEdsiteError, EdsiteError } from "../errors.js";
import type { CompiledModule, ContentGraph, DocSource, ResolvedConfig } from "../types.js";
import type { MarkdownPlugins } from "../mdx/markdownPlugins.js";
import { linkResolverFor, permalinksOf } from "../content/resolveDocLink.js";
import type { CompileCache, MissCompiler } from "./compileCache.js";
import { poolSize, POOL_MIN_SOURCES, startCompilePool, type CompilePool } from "./compilePool.js";
import { workerEntry } from "../package/workerEntry.js";
import type { CompileSettings } from "./compileWorkerProtocol.js";
import { mayRunLong } from "./compileTimeLimit.js";
import { withBodyOf } from "../content/docBody.js";


/**
 * A doc as the compiler takes it. One described from KeptDocs gives its body's hash, and its body is read
 * only if the page must be compiled (the cache's key is made from the hash).
 */
function docSource(doc: DocSource, plugins: MarkdownPlugins | undefined): AreaSource {
  const source = { id: doc.file, file: doc.file, frontMatter: doc.frontMatter, plugins, ...(doc.bodyHash === undefined ? {} : { bodyHash: doc.bodyHash }) };
  return withBodyOf(source, doc);
}

/** The id of a blog post's excerpt module: its file with `#excerpt`. */
export const excerptId = (file: string) => `${file}#excerpt`;

export interface CompiledContent {
  /** By source id (a doc's or post's file; an excerpt's is excerptId(file)). */
  modules: Map<string, CompiledModule>;
  /** Sources compiled by this build, and reused from the cache. */
  compiled: number;
  reused: number;
  /** Worker threads used, 0 when everything compiled in this thread. */
  workers: number;
  /**
   * The code of the sources `ids` and of the Markdown files they import, compiled again with inline source
   * maps, by id: to place a render failure in the writer's file (see locateRenderFailure). A source that no
   * longer compiles is left out.
   */
  withSourceMaps(ids: readonly string[]): Promise<Map<string, string>>;
}

export interface CompileContentOptions {
  /** A worker the build started early (see startEarlyCompilePool): every page that misses goes to it. */
  started?: CompilePool;
  /** Compile just the sources of these ids (one page's, see buildFirstPage). */
  only?: ReadonlySet<string>;
  /**
   * Called before each page that needs compiling, after letting the event loop run; what it throws stops
   * compiling. With it, pages compile one at a time in this thread, so a caller (dev) sees requests meanwhile.
   */
  interrupt?: () => void;
  /** The site's folder, where an imported Markdown file named `@site/...` is (default: the working folder). */
  siteRoot?: string;
}

/**
 * Compiles every doc, post and post excerpt through the cache, then the Markdown files they import (and
 * those import, round by round); all errors are gathered so one build reports them all. When many pages miss the cache they are spread over worker threads, one a core; a started
 * worker is closed either way.
 */
export async function compileContent(content: ContentGraph, config: ResolvedConfig, cache: CompileCache, given: CompileContentOptions = {}): Promise<CompiledContent> {
  const { started, only, interrupt, siteRoot = process.cwd() } = given;
  const links = { permalinks: permalinksOf(content), baseUrl: config.baseUrl, folders: content.linkFolders };
  const resolveLink = linkResolverFor(links);
  const settings: CompileSettings = { tocMinLevel: config.tableOfContents.minHeadingLevel, tocMaxLevel: config.tableOfContents.maxHeadingLevel, magicComments: config.magicComments, mermaid: config.mermaid !== undefined };
  const options = { resolveLink, ...settings };
  const { docs, blog, pages } = config.markdownPlugins;
  const sources: AreaSource[] = [
    ...content.docs.map((d) => docSource(d, docs)),
    ...content.posts.map((p) => ({ id: p.file, file: p.file, body: p.body, frontMatter: p.frontMatter, plugins: blog })),
    ...content.posts.filter((p) => p.excerptBody !== undefined).map((p) => ({ id: excerptId(p.file), file: p.file, body: p.excerptBody!, frontMatter: p.frontMatter, plugins: blog })),
    ...content.pages.flatMap((p) => (p.markdown ? [{ id: p.file, file: p.file, body: p.markdown.body, frontMatter: p.markdown.frontMatter, plugins: pages }] : [])),
  ].filter((source) => !only || only.has(source.id));
  // The site's plugins are functions, which no worker can be handed: their pages compile in this thread.
  const optionsOf = (source: AreaSource) => (source.plugins ? { ...options, markdownPlugins: source.plugins } : options);

  // Looked up once: the count decides on workers, and the results are used as they are.
  const kept = sources.map((source) => cache.lookup(source, optionsOf(source)));
  const misses = kept.filter((module) => module === undefined).length;
  // Only pages without the site's own Markdown plugins can go to a worker.
  const poolable = kept.filter((module, i) => module === undefined && !hasMarkdownPlugins(sources[i]!.plugins)).length;
  const size = poolSize(poolable);
  let pool = started;
  if (pool && poolable === 0) {
    await pool.close();
    pool = undefined;
  }
  if (pool) pool.grow(size);
  else {
    const workerFile = poolable >= POOL_MIN_SOURCES ? workerEntry("compile-worker") : undefined;
    if (workerFile && size > 1) pool = startCompilePool({ workerFile, size });
  }
  pool?.useLinks(links);
  const timeLimit = config.compileTimeLimit;
  const inPool: MissCompiler | undefined = pool && ((source) => pool.compile(source, settings, timeLimit));
  // Without a pool, a page that may run long still compiles where it can be stopped (see compileTimeLimit): in
  // a worker started for it, which the build's usual pages never wait for.
  const guardFile = pool ? undefined : workerEntry("compile-worker");
  let guard: CompilePool | undefined;
  const inGuard: MissCompiler | undefined =
    guardFile === undefined
      ? undefined
      : (source) => {
          if (!guard) {
            guard = startCompilePool({ workerFile: guardFile, size: 1 });
            guard.useLinks(links);
          }
          return guard.compile(source, settings, timeLimit);
        };
  /** Where a page that missed the cache compiles: the pool, the guard worker, or this thread (always with the site's plugins). */
  const compilerOf = (source: AreaSource): MissCompiler | undefined => {
    if (hasMarkdownPlugins(source.plugins)) return undefined;
    return inPool ?? (inGuard && mayRunLong(source.body) ? inGuard : undefined);
  };

  const modules = new Map<string, CompiledModule>();
  /** Every source compiled, imported Markdown files included, for withSourceMaps. */
  const compiledSources = [...sources];
  const errors: EdsiteError[] = [];
  const compileKept = (source: AreaSource, module: CompiledModule | undefined): Promise<CompiledModule> =>
    module ? Promise.resolve(cache.reuse(source, module)) : cache.compile(source, optionsOf(source), compilerOf(source));
  const compileOne = (i: number) => compileKept(sources[i]!, kept[i]);
  /** Each compiled module with its source's plugins, which the files it imports compile with. */
  const importersIn = (round: AreaSource[]) =>
    round.flatMap((source) => {
      const module = modules.get(source.id);
      return module ? [{ module, plugins: source.plugins }] : [];
    });
  const keep = (round: AreaSource[], results: PromiseSettledResult<CompiledModule>[]) =>
    results.forEach((result, i) => {
      if (result.status === "fulfilled") modules.set(round[i]!.id, result.value);
      else if (result.reason instanceof EdsiteError) errors.push(result.reason);
      else throw result.reason;
    });
  const importedCounts = { compiled: 0, reused: 0 };
  try {
    keep(sources, interrupt && !pool ? await compileInterruptibly(sources.length, compileOne, (i) => kept[i] === undefined, interrupt) : await Promise.allSettled(sources.map((_, i) => compileOne(i))));
    // Imported Markdown files take the plugins of the area whose page imported them first.
    for (let importers = importersIn(sources); importers.length > 0; ) {
      const found = await importedMarkdownSources(importers, new Set(modules.keys()), siteRoot);
      errors.push(...found.errors);
      const round = found.sources;
      compiledSources.push(...round);
      const roundKept = round.map((source) => cache.lookup(source, optionsOf(source)));
      for (const module of roundKept) importedCounts[module ? "reused" : "compiled"]++;
      keep(round, await Promise.allSettled(round.map((source, i) => compileKept(source, roundKept[i]))));
      importers = importersIn(round);
    }
  } finally {
    // Not waited for: a thread's teardown (~11 ms for the Ki site's) runs beside the next stages.
    pool?.close().catch(() => {});
    guard?.close().catch(() => {});
  }
  if (errors.length === 0) mergeImportedOutlines(modules, siteRoot);
  if (errors.length === 1) throw errors[0];
  if (errors.length > 1) throw new AggregateEdsiteError(errors);
  const withSourceMaps = async (ids: readonly string[]) => {
    const { createCodeHighlighter } = await import("../mdx/createCodeHighlighter.js");
    const { compileMdx } = await import("../mdx/compileMdx.js");
    const highlighter = createCodeHighlighter();
    const mapped = new Map<string, string>();
    for (const pending = [...ids]; pending.length > 0; ) {
      const id = pending.shift()!;
      const source = compiledSources.find((s) => s.id === id);
      if (!source || mapped.has(id)) continue;
      const again = await compileMdx(source, { ...optionsOf(source), highlighter, sourceMap: true }).catch(() => undefined);
      if (!again) continue;
      mapped.set(id, again.code);
      for (const imported of modules.get(id)?.markdownImports ?? []) {
        const file = markdownImportFile(imported.specifier, source.file, siteRoot);
        if (file !== undefined) pending.push(file);
      }
    }
    return mapped;
  };
  return { modules, compiled: misses + importedCounts.compiled, reused: sources.length - misses + importedCounts.reused, workers: pool?.size ?? 0, withSourceMaps };
}

/**
 * Compiles one page after another in this thread, letting the event loop run before each page that needs
 * compiling: a request that came meanwhile is seen, and `interrupt` may stop the build for it by throwing.
 */
async function compileInterruptibly(
  count: number,
  compileOne: (i: number) => Promise<CompiledModule>,
  needsCompiling: (i: number) => boolean,
  interrupt: () => void,
): Promise<PromiseSettledResult<CompiledModule>[]> {
  const results: PromiseSettledResult<CompiledModule>[] = [];
  for (let i = 0; i < count; i++) {
    if (needsCompiling(i)) {
      await new Promise((resolve) => setImmediate(resolve));
      interrupt();
    }
    results.push(
      await compileOne(i).then(
        (value) => ({ status: "fulfilled", value }) as const,
        (reason: unknown) => ({ status: "rejected", reason }) as const,
      ),
    );
  }
  return results;
}

/** The line the build prints under the compile stage. */
export function describeCompile(result: CompiledContent): string {
  const where = result.workers > 0 ? ` on ${result.workers} worker thread${result.workers === 1 ? "" : "s"}` : "";
  return `compile: ${result.compiled} compiled${where}, ${result.reused} from the cache`;
}
