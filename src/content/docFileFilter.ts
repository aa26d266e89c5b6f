import picomatch from "picomatch";

/** Which files of the docs folder are docs, as Docusaurus's docs plugin decides it. */
export interface DocFilePatterns {
  include: string[];
  exclude: string[];
}

// Docusaurus's own defaults: partials (`_x.md`, `_folder/`) and tests live beside docs without becoming pages.
export const DEFAULT_DOC_FILES: DocFilePatterns = {
  include: ["**/*.{md,mdx}"],
  exclude: ["**/_*.{js,jsx,ts,tsx,md,mdx}", "**/_*/**", "**/*.test.{js,jsx,ts,tsx}", "**/__tests__/**"],
};

/**
 * A test on a path relative to the docs folder (forward slashes). Only Markdown can be a doc, whatever the
 * patterns include, since a doc is compiled as MDX.
 */
export function docFileFilter(patterns: DocFilePatterns): (relativePath: string) => boolean {
  const included = picomatch(patterns.include, { dot: false });
  const excluded = patterns.exclude.length > 0 ? picomatch(patterns.exclude, { dot: false }) : () => false;
  return (relativePath) => /\.mdx?$/.test(relativePath) && included(relativePath) && !excluded(relativePath);
}
