import { describe, expect, it } from "vitest";
import { checkLinks } from "../../src/check/checkLinks.js";
import { scanHtml } from "../../src/check/scanHtml.js";
import { formatFindings } from "../../src/check/formatFindings.js";
import type { CompiledModule, RenderedPage, Route } from "../../src/types.js";

function page(path: string, html: string, contentModules: string[] = []): RenderedPage {
  const route = { path, kind: "doc", sources: [`/src${path}.md`], contentModules } as unknown as Route;
  return { route, html: Buffer.from(html), ...scanHtml(html) };
}

const modules = new Map<string, CompiledModule>([
  ["/src/b/a.md", { file: "/src/b/a.md", links: [{ url: "/b/missing", line: 7, column: 3 }] } as CompiledModule],
]);

describe("checkLinks", () => {
  const pages = [
    page("/b/a", '<a href="/b/c#there">ok</a><a href="/b/missing">x</a><a href="#here">self</a><h2 id="here">H</h2>', ["/src/b/a.md"]),
    page("/b/c", '<h2 id="there">T</h2><a href="/b/a#nowhere">bad anchor</a><a href="https://example.org/x">ext</a><a href="/b/c.html">html form</a><a href="/b/feed.xml">feed</a>'),
  ];
  const findings = checkLinks({ pages, modules, baseUrl: "/b/", staticFiles: new Set(["/b/feed.xml"]) });

  it("finds a link to a path nothing serves, with the Markdown position", () => {
    expect(findings).toContainEqual(
      expect.objectContaining({ kind: "broken-link", page: "/b/a", url: "/b/missing", source: { file: "/src/b/a.md", line: 7, column: 3 } }),
    );
  });

  it("finds an anchor the target page lacks", () => {
    expect(findings).toContainEqual(expect.objectContaining({ kind: "broken-anchor", page: "/b/c", url: "/b/a#nowhere" }));
  });

  it("accepts existing anchors, .html forms, static files and external links", () => {
    expect(findings).toHaveLength(2);
  });

  it("decodes entities in ids and hrefs", () => {
    const { ids, links } = scanHtml('<h2 id="a&amp;b">x</h2><a href="/x?a=1&amp;b=2">y</a>');
    expect(ids.has("a&b")).toBe(true);
    expect(links).toEqual(["/x?a=1&b=2"]);
  });

  it("blames a link broken on five or more pages on the layout", () => {
    const many = Array.from({ length: 5 }, (_, i) => page(`/b/p${i}`, '<a href="/b/gone">x</a>'));
    const report = formatFindings(checkLinks({ pages: many, modules: new Map(), baseUrl: "/b/", staticFiles: new Set() }), "/");
    expect(report).toContain("broken on 5 pages, so it probably comes from the layout");
    expect(report.match(/\/b\/gone/g)).toHaveLength(2);
  });
});

describe("links resolved once for many pages", () => {
  it("resolves a relative link against each page it is on, and reports each page's own", () => {
    const pages = [
      page("/b/x/one", '<a href="./two#top">rel</a><a href="/b/x/two#top">abs</a>'),
      page("/b/x/two", '<h2 id="top">T</h2>'),
      page("/b/y/one", '<a href="./two#top">rel</a><a href="/b/x/two#top">abs</a>'),
    ];
    const findings = checkLinks({ pages, modules: new Map(), baseUrl: "/b/", staticFiles: new Set() });
    // From /b/y/one the same relative link leads to /b/y/two, which nothing serves; the root-relative one is fine on both pages.
    expect(findings.map((f) => [f.page, f.url, f.kind])).toEqual([["/b/y/one", "./two#top", "broken-link"]]);
  });

  it("reports a link whose escapes do not decode as malformed, on every page that has it", () => {
    const pages = [page("/b/a", '<a href="/b/x%E0%A4%A">bad</a>'), page("/b/c", '<a href="/b/x%E0%A4%A">bad</a>')];
    const findings = checkLinks({ pages, modules: new Map(), baseUrl: "/b/", staticFiles: new Set() });
    expect(findings.map((f) => [f.page, f.message])).toEqual([
      ["/b/a", "Malformed link /b/x%E0%A4%A"],
      ["/b/c", "Malformed link /b/x%E0%A4%A"],
    ]);
  });
});

describe("image sources", () => {
  it("are checked like links", () => {
    const pages = [page("/b/a", '<img src="/b/img/there.png" alt=""><img src="/b/img/gone.png" alt=""><img src="data:image/png;base64,AA" alt="">')];
    const findings = checkLinks({ pages, modules: new Map(), baseUrl: "/b/", staticFiles: new Set(["/b/img/there.png"]) });
    expect(findings.map((f) => f.url)).toEqual(["/b/img/gone.png"]);
  });
});
