// Messages between a compile and its highlight worker: plain data, as threads share no objects.
import type { HighlightedCode } from "./highlightCache.js";

export type HighlightRequest =
  | { n: number; type: "highlight"; code: string; lang: string | null | undefined; highlightLines: number[] }
  | { n: number; type: "save" };

export type HighlightReply = { n: number; result?: HighlightedCode; error?: string };
