import { afterEach, describe, expect, it, vi } from "vitest";
import { loadVersionDocs } from "../../src/client/loadVersionDocs.js";
import type { GlobalDoc, GlobalDocsVersion } from "../../src/shared/types.js";

const base = { name: "current", label: "Next", isLast: true, path: "/s/docs", mainDocId: "intro", sidebars: {} };
const docs: GlobalDoc[] = [
  { id: "intro", path: "/s/docs/intro", sidebar: "docs" },
  { id: "/s/docs/category/guide", path: "/s/docs/category/guide" },
];

/** A fetch stand-in that answers with `docs` as JSON, or with `status` alone when it is not 200. */
function stubFetch(status = 200) {
  const fetch = vi.fn(async () => new Response(status === 200 ? JSON.stringify(docs) : "", { status }));
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("loadVersionDocs", () => {
  it("returns an inline list without fetching anything", async () => {
    const fetch = stubFetch();
    const version: GlobalDocsVersion = { ...base, docs };
    expect(await loadVersionDocs(version)).toBe(docs);
    expect(fetch).not.toHaveBeenCalled();
  });

  it("fetches a version's docs file once, however many callers ask", async () => {
    const fetch = stubFetch();
    const version: GlobalDocsVersion = { ...base, docsUrl: "/s/assets/docs-current-aaaa.json" };
    const [first, second] = await Promise.all([loadVersionDocs(version), loadVersionDocs(version)]);
    expect(first).toEqual(docs);
    expect(second).toBe(first);
    expect(await loadVersionDocs(version)).toBe(first);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledWith("/s/assets/docs-current-aaaa.json");
  });

  it("names the file that failed, and tries again on the next call", async () => {
    const version: GlobalDocsVersion = { ...base, docsUrl: "/s/assets/docs-current-bbbb.json" };
    stubFetch(404);
    await expect(loadVersionDocs(version)).rejects.toThrow("/s/assets/docs-current-bbbb.json answered 404");
    const fetch = stubFetch();
    expect(await loadVersionDocs(version)).toEqual(docs);
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
