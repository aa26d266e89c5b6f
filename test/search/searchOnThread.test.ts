// A big site's search files are built on a thread of their own (lib/search-worker.js, as users run it) while
// the build bundles and renders. They must be the very files this thread builds, and a failure must still
// reach the build.
import path from "node:path";
import { describe, expect, it } from "vitest";
import { searchFilesOf } from "../../src/search/buildSearchFiles.js";
import { searchOnThread } from "../../src/search/startSearch.js";
import type { SearchEntry } from "../../src/search/searchEntries.js";

const workerFile = path.resolve("lib/search-worker.js");

/** Pages of prose with a section each, some words shared by many pages and some by few. */
function entries(count: number): SearchEntry[] {
  const words = ["cursor", "selection", "syntax", "node", "token", "swap", "jump", "keymap", "modal", "buffer"];
  return Array.from({ length: count }, (_, i) => ({
    doc: { title: `Topic ${i}`, section: i % 2 === 0 ? `Part ${i}` : undefined, url: `/d/topic-${i}${i % 2 === 0 ? `#part-${i}` : ""}`, text: `${words[i % 10]} ${words[(i * 7) % 10]} moves the ${words[(i * 3) % 10]} number${i} past émigré ${i % 13}` },
    keywords: i % 5 === 0 ? ["keyword"] : [],
  }));
}

describe("searchOnThread", () => {
  it("builds the same files as this thread, whole and split", async () => {
    for (const splitAboveChars of [undefined, 0]) {
      const given = entries(300);
      const settings = { baseUrl: "/d/", timestamp: 1700000000000, splitAboveChars };
      const [there, here] = await Promise.all([searchOnThread(workerFile, given, settings)(), searchFilesOf(given, settings)]);
      // The thread's files come as bytes, each in a buffer moved from it (see movableSearchFiles).
      for (const file of there.files) expect(file.contents).toBeInstanceOf(Uint8Array);
      const asText = there.files.map((file) => ({ ...file, contents: Buffer.from(file.contents).toString("utf8") }));
      expect({ ...there, files: asText }).toEqual(here);
      expect(there.files.length).toBeGreaterThan(splitAboveChars === 0 ? 2 : 1);
    }
  });

  it("rejects with the failure the search met on its thread", async () => {
    // A version's entries apart from each other: searchFilesOf refuses them.
    const given = entries(3).map((entry, i) => ({ ...entry, version: i === 1 ? "2.0" : "1.0" }));
    const settings = { baseUrl: "/d/", timestamp: 1 };
    await expect(searchFilesOf(given, settings)).rejects.toThrow(/docs version "1.0" are not together/);
    await expect(searchOnThread(workerFile, given, settings)()).rejects.toThrow(/docs version "1.0" are not together/);
  });
});
