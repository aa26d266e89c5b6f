// Where builds keep what they may reuse: one gitignored folder next to the site, shared by `build` and
// `dev`, so a build after a dev session (or the reverse) starts warm.
import path from "node:path";

export function cacheDir(root: string): string {
  return path.join(root, ".edsite-cache");
}

/** Compiled pages, a JSON line each (see CompileCache). */
export function compileCacheFile(root: string): string {
  return path.join(cacheDir(root), "compile.jsonl");
}

/** esbuild's builds, kept to be replayed while what they read is unchanged (see persistedEsbuild). */
export function bundleCacheDir(root: string): string {
  return path.join(cacheDir(root), "bundles");
}

/** What the last build rendered of each page, for the next build to keep what is unchanged (see pagesCache). */
export function pagesCacheFile(root: string): string {
  return path.join(cacheDir(root), "pages.jsonl");
}

/** What the last build read of each doc, by its file's stamp, a JSON line each (see KeptDocs). */
export function keptDocsFile(root: string): string {
  return path.join(cacheDir(root), "docs.jsonl");
}

/** Front matter as parsed, by its YAML text, a JSON line each (see FrontMatterStore). */
export function frontMatterCacheFile(root: string): string {
  return path.join(cacheDir(root), "front-matter.jsonl");
}
