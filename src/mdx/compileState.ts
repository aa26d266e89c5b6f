// What one compile carries through the shared processor: the per-file inputs the plugins read and the
// results they leave. It lives on `file.data` so one processor serves every file, even concurrently.
import type { VFile } from "vfile";
import type { Finding, ImportedToc, LinkRef, MarkdownImport } from "../types.js";
import type { TocItem } from "../shared/types.js";
import type { CodeHighlighter } from "./createCodeHighlighter.js";
import type { MagicComment } from "../shared/magicComments.js";

export type ResolveLink = (url: string, fromFile: string) => string | { missing: true } | undefined;

export interface Section {
  id: string;
  heading: string;
  level: number;
  text: string;
}

/** Inputs and outputs of compiling one file. */
export interface CompileState {
  /** The source file, for messages and for resolving relative links. */
  file: string;
  resolveLink?: ResolveLink;
  highlighter: CodeHighlighter;
  /** The comments that mark lines of code blocks, and the classes they give them. */
  magicComments: readonly MagicComment[];
  /** ```mermaid blocks are diagrams. */
  mermaid: boolean;
  tocMinLevel: number;
  tocMaxLevel: number;
  /** The file's front matter, which the module exports (see rehype-front-matter-export). */
  frontMatter: Record<string, unknown>;

  findings: Finding[];
  links: LinkRef[];
  toc: TocItem[];
  h1?: string;
  ids: string[];
  sections: Section[];
  markdownImports: MarkdownImport[];
  importedTocs: ImportedToc[];
}

declare module "vfile" {
  interface DataMap {
    edsite: CompileState;
  }
}

/** The state of the file being compiled; a plugin used outside compileMdx is a programming error. */
export function compileStateOf(file: VFile): CompileState {
  const state = file.data.edsite;
  if (!state) throw new Error(`edsite MDX plugin ran without compile state (${file.path ?? "no path"})`);
  return state;
}
