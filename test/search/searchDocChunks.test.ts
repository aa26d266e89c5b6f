import { describe, expect, it } from "vitest";
import { docListJson, SearchDocChunks } from "../../src/search/searchDocChunks.js";
import type { SearchDoc } from "../../src/shared/searchData.js";

const docs: SearchDoc[] = Array.from({ length: 47 }, (_, i) => ({
  title: `Page "${i}"`,
  ...(i % 3 === 0 ? { section: `Part ${i} — émigré` } : {}),
  url: `/d/page-${i}${i % 3 === 0 ? `#part-${i}` : ""}`,
  text: `Text of page ${i}, cut short…\n\ttab and \\ backslash ${"𝄞".repeat(i % 4)}`,
}));

function made(bytes: boolean): (string | Uint8Array)[] {
  const chunks = new SearchDocChunks(20, bytes);
  for (const doc of docs) chunks.add(doc);
  return chunks.finish();
}

describe("SearchDocChunks", () => {
  it("writes each chunk as JSON.stringify writes its docs' chunk file, the last one short", () => {
    const chunks = made(false);
    expect(chunks).toEqual([0, 20, 40].map((start) => JSON.stringify({ searchDocs: docs.slice(start, start + 20) })));
  });

  it("writes the same text as UTF-8 bytes when asked for bytes", () => {
    const asText = made(true).map((chunk) => {
      expect(chunk).toBeInstanceOf(Uint8Array);
      return Buffer.from(chunk as Uint8Array).toString("utf8");
    });
    expect(asText).toEqual(made(false));
  });

  it("gives the whole list as JSON.stringify writes it, from text or bytes, and an empty list for no docs", () => {
    expect(docListJson(made(false))).toBe(JSON.stringify(docs));
    expect(docListJson(made(true))).toBe(JSON.stringify(docs));
    expect(docListJson(new SearchDocChunks(20).finish())).toBe("[]");
  });
});
