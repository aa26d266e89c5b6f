// The search docs a visitor's browser reads (title, URL and the opening of each page or section), written as
// the JSON of the files that carry them as each doc is read. Kept as doc objects until the files were made,
// they were alive beside those files' text: 300 MB each at 500,000 generated entries. With each entry let go
// once read (see readOnce in buildSearchFiles), the search job of those entries alone on its thread, as a
// build starts it, peaked at +1,033 MB of process RSS against +1,437 MB (29 November 2026), the same files.
import type { SearchDoc } from "../shared/searchData.js";
import { contentsAsMade } from "./movableSearchFiles.js";

const CHUNK_START = '{"searchDocs":[';
const CHUNK_END = "]}";

/** The docs of the search, `chunkSize` to a chunk file (see SearchDocChunk), in the order they are added. */
export class SearchDocChunks {
  /** Each chunk's JSON, as JSON.stringify writes a SearchDocChunk; as UTF-8 bytes when made with `bytes`. */
  private readonly chunks: (string | Uint8Array)[] = [];
  private open: string[] = [];

  /** `bytes`: keep each chunk as UTF-8 from the moment it is whole, for a file to be moved to another thread. */
  constructor(
    private readonly chunkSize: number,
    private readonly bytes = false,
  ) {}

  add(doc: SearchDoc): void {
    this.open.push(JSON.stringify(doc));
    if (this.open.length === this.chunkSize) this.close();
  }

  /** The chunks, the last one closed however few docs it has. */
  finish(): (string | Uint8Array)[] {
    if (this.open.length > 0) this.close();
    return this.chunks;
  }

  private close(): void {
    const json = CHUNK_START + this.open.join(",") + CHUNK_END;
    this.chunks.push(contentsAsMade(json, this.bytes));
    this.open = [];
  }
}

/**
 * The whole list of docs as JSON, `[…]`, from the chunks `finish` gave: what the search doc file of a site
 * too small to split holds (the same text JSON.stringify writes of the docs' list).
 */
export function docListJson(chunks: readonly (string | Uint8Array)[]): string {
  const decoder = new TextDecoder();
  const lists = chunks.map((chunk) => {
    const json = typeof chunk === "string" ? chunk : decoder.decode(chunk);
    return json.slice(CHUNK_START.length, -CHUNK_END.length);
  });
  return `[${lists.join(",")}]`;
}
