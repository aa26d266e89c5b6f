// The messages between the build and its compile workers: plain data only, as threads share no objects.
import type { MdxSource } from "../mdx/compileMdx.js";
import type { CompileResult } from "../mdx/compileRecordingLinks.js";
import type { LinkTargets } from "../content/resolveDocLink.js";
import type { MagicComment } from "../shared/magicComments.js";

/** What a worker resolves links with. It comes in a message of its own: a worker may start before it is known. */
export type CompileWorkerLinks = LinkTargets;

/** What every page of a build is compiled with, besides its links: the outline's levels and the magic comments. */
export interface CompileSettings {
  tocMinLevel: number;
  tocMaxLevel: number;
  magicComments: readonly MagicComment[];
  /** ```mermaid blocks are diagrams (the config's `mermaid`). */
  mermaid?: boolean;
}

/** One page for a worker. A worker may hold more than one; its reply names the request's id. */
export interface CompileRequest extends CompileSettings {
  source: MdxSource;
}

/** A worker gets its links first, then pages; only pages are answered. */
export type CompileWorkerMessage = { type: "links"; links: CompileWorkerLinks } | ({ type: "compile"; id: number } & CompileRequest);

export type CompileReply = { id: number } & ({ result: CompileResult } | { error: TransferredError });

/** A thrown error as it crosses threads: a user error keeps its place and hint, anything else its stack. */
export type TransferredError =
  | { user: true; name: string; message: string; file?: string; line?: number; column?: number; hint?: string; codeFrame?: string }
  | { user: false; name: string; message: string; stack?: string };
