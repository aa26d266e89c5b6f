// A big build renders its server batches on worker threads (lib/render-worker.js, as users run it). The
// pages must be the very documents one thread renders, and a page that throws must still be named.
import path from "node:path";
import { describe, expect, it } from "vitest";
import { PageRenderError, renderInWorkers } from "../../src/render/renderInWorkers.js";
import { PAGES_IN_FLIGHT } from "../../src/render/renderWorkerProtocol.js";
import { renderPage, type PageContext, type PageDocument } from "../../src/render/renderPage.js";
import { loadCommonJs } from "../../src/bundle/loadCommonJs.js";
import type { ServerBatch } from "../../src/bundle/serverBatch.js";
import type { SiteData } from "../../src/shared/types.js";
import { makeSite } from "../templates/fixtures.js";

const workerFile = path.resolve("lib/render-worker.js");

const site = makeSite({ title: "Workers", baseUrl: "/w/" });

const context: PageContext = {
  site,
  siteJson: JSON.stringify(site),
  cssHref: "/w/assets/style.css",
  scripts: {
    assetsUrl: "/w/assets/",
    buildUrl: "/w/assets/current-build.json",
    entryUrl: "/w/assets/main.js",
    chunkUrl: (i) => `/w/assets/r/${i}.js`,
    sidebarUrl: (i) => (i % 3 === 1 ? `/w/assets/v/${i % 2}.js` : undefined),
    preloads: (i) => [`/w/assets/c/${i % 3}.js`],
    styles: (i) => (i % 2 === 0 ? [`/w/assets/css/even-${i % 4}.css`] : []),
  },
};

/**
 * A server batch as bundleServer makes them: CommonJS exporting renderRoute(indexInBatch, site). Each page
 * names its site route, links to the next one and carries a character beyond Latin-1.
 */
function batch(first: number, count: number, throwAt?: number): ServerBatch {
  const code = `exports.renderRoute = (i, site) => {
    const n = ${first} + i;
    if (n === ${throwAt ?? -1}) throw new Error("page " + n + " broke");
    return { html: '<h1 id="p' + n + '">' + site.title + " → " + n + '</h1><a href="/w/p/' + (n + 1) + '">next</a>', meta: { title: "Page " + n, permalink: "/w/p/" + n } };
  };`;
  return { first, count, code: new TextEncoder().encode(code), keepCode: first === 0 };
}

function inThisThread(batches: ServerBatch[]): Map<number, PageDocument> {
  const pages = new Map<number, PageDocument>();
  for (const b of batches) {
    const module = loadCommonJs<{ renderRoute(i: number, s: SiteData): { html: string; meta: { title: string; permalink: string } } }>(new TextDecoder().decode(b.code!));
    for (let n = b.first; n < b.first + b.count; n++) pages.set(n, renderPage(context, n, (i) => module.renderRoute(i - b.first, site)));
  }
  return pages;
}

describe("renderInWorkers", () => {
  it("renders every page of every batch exactly as this thread does", async () => {
    const batches = [batch(0, 40), batch(40, 40), batch(80, 7)];
    const expected = inThisThread(batches);
    const got = new Map<number, PageDocument>();
    await renderInWorkers({
      workerFile,
      threads: 2,
      context,
      batches: batches.map((b) => ({ batch: b })),
      onPage: async (index, page) => {
        expect(got.has(index)).toBe(false);
        // A slow writer: pages wait for it instead of being lost or overtaking each other.
        await new Promise((resolve) => setTimeout(resolve, 1));
        got.set(index, page);
      },
    });
    expect([...got.keys()].sort((a, b) => a - b)).toEqual([...expected.keys()]);
    // Once a worker had its copy, a batch's code is gone from this thread, but for the one kept for later.
    expect(batches.map((b) => b.code!.byteLength > 0)).toEqual([true, false, false]);
    for (const [index, page] of expected) {
      const worker = got.get(index)!;
      expect(Buffer.from(worker.html).toString("utf8")).toBe(Buffer.from(page.html).toString("utf8"));
      expect(worker.ids).toEqual(page.ids);
      expect(worker.links).toEqual(page.links);
    }
    expect(Buffer.from(got.get(86)!.html).toString("utf8")).toContain('<h1 id="p86">Workers → 86</h1>');
    expect(Buffer.from(got.get(86)!.html).toString("utf8")).toContain('"chunk":"/w/assets/r/86.js"');
    expect(Buffer.from(got.get(86)!.html).toString("utf8")).toContain('<link rel="stylesheet" href="/w/assets/css/even-2.css">');
  });

  it("rejects with the index of the page that threw, and stops its workers", async () => {
    const error = await renderInWorkers({ workerFile, threads: 2, context, batches: [batch(0, 10), batch(10, 10, 13)].map((b) => ({ batch: b })), onPage: () => {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PageRenderError);
    expect((error as PageRenderError).index).toBe(13);
    expect((error as PageRenderError).message).toBe("page 13 broke");
  });

  it("passes on a writer's failure instead of rendering on", async () => {
    const error = await renderInWorkers({
      workerFile,
      threads: 1,
      context,
      batches: [batch(0, 5), batch(5, 5)].map((b) => ({ batch: b })),
      onPage: (index) => {
        if (index === 2) throw new Error("disk full");
      },
    }).catch((e: unknown) => e);
    expect((error as Error).message).toBe("disk full");
  });

  it("lets a worker run no more than PAGES_IN_FLIGHT pages ahead of a slow writer", async () => {
    // Each page says when it was rendered; the writer notes when it took each one.
    const code = `exports.renderRoute = (i) => ({ html: "<p>" + Date.now() + "</p>", meta: { title: "Page " + i, permalink: "/w/p/" + i } });`;
    const count = PAGES_IN_FLIGHT * 3;
    const renderedAt = new Map<number, number>();
    const takenAt = new Map<number, number>();
    await renderInWorkers({
      workerFile,
      threads: 1,
      context,
      batches: [{ batch: { first: 0, count, code: new TextEncoder().encode(code), keepCode: false } }],
      onPage: async (index, page) => {
        renderedAt.set(index, Number(/<p>(\d+)<\/p>/.exec(Buffer.from(page.html).toString("utf8"))![1]));
        await new Promise((resolve) => setTimeout(resolve, 2));
        takenAt.set(index, Date.now());
      },
    });
    expect(renderedAt.size).toBe(count);
    for (let n = 0; n + PAGES_IN_FLIGHT < count; n++) expect(renderedAt.get(n + PAGES_IN_FLIGHT)!).toBeGreaterThanOrEqual(takenAt.get(n)!);
  });

  it("stops a worker that waits for room when the writer fails", async () => {
    const error = await renderInWorkers({
      workerFile,
      threads: 1,
      context,
      batches: [batch(0, PAGES_IN_FLIGHT * 4)].map((b) => ({ batch: b })),
      onPage: async (index) => {
        await new Promise((resolve) => setTimeout(resolve, 1));
        if (index === 3) throw new Error("disk full");
      },
    }).catch((e: unknown) => e);
    expect((error as Error).message).toBe("disk full");
  });
});
