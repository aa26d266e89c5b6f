// What holds for every page the theme renders: one h1, the skip link first, the main landmark.
import type { ReactNode } from "react";
import { describe, expect, test } from "vitest";
import type { PageMeta } from "../../src/shared/types.js";
import * as theme from "../../templates/index.js";
import { docMeta, docsSidebar, firstPost, makeSite, selectionModesDoc } from "./fixtures.js";
import { countTags, firstFocusable } from "./html.js";
import { mainOf, renderPage } from "./render.js";

const DocContent = () => <h1>Selection modes</h1>;
const PostContent = () => <p>Body</p>;

const pages: [string, ReactNode, PageMeta][] = [
  ["doc", <theme.DocPage data={selectionModesDoc} sidebar={docsSidebar} Content={DocContent} />, docMeta(selectionModesDoc)],
  [
    "category index",
    <theme.CategoryIndexPage
      data={{ kind: "category", title: "Reference", permalink: "/ki-editor/docs/reference", breadcrumbs: [], pagination: {}, sidebarName: "docs", cards: [] }}
      sidebar={docsSidebar}
    />,
    { title: "Reference", permalink: "/ki-editor/docs/reference", sidebarName: "docs" },
  ],
  [
    "blog post",
    <theme.BlogPostPage data={{ ...firstPost, kind: "blogPost", toc: [], pagination: {} }} Content={PostContent} />,
    { title: firstPost.title, permalink: firstPost.permalink },
  ],
  [
    "blog list",
    <theme.BlogListPage data={{ kind: "blogList", title: "Blog", permalink: "/ki-editor/blog", posts: [firstPost], page: 1, totalPages: 1 }} excerpts={[PostContent]} />,
    { title: "Blog", permalink: "/ki-editor/blog" },
  ],
  ["blog archive", <theme.BlogArchivePage data={{ kind: "blogArchive", years: [] }} />, { title: "Archive", permalink: "/ki-editor/blog/archive" }],
  ["blog authors", <theme.BlogAuthorsPage data={{ kind: "blogAuthors", authors: [] }} />, { title: "Authors", permalink: "/ki-editor/blog/authors" }],
  ["blog tags", <theme.BlogTagsPage data={{ kind: "blogTags", tags: [] }} />, { title: "Tags", permalink: "/ki-editor/blog/tags" }],
  ["not found", <theme.NotFoundPage />, { title: "Page Not Found", permalink: "/ki-editor/404.html" }],
];

describe.each(pages)("the %s page", (_name, page, meta) => {
  const site = makeSite({ announcementBar: { id: "a", content: '<a href="/ki-editor/blog">News</a>', isCloseable: true } });
  const html = renderPage(page, { meta, site, sidebar: meta.sidebarName ? docsSidebar : undefined });

  test("has exactly one h1, inside <main>", () => {
    expect(countTags(html, "h1")).toBe(1);
    expect(countTags(mainOf(html), "h1")).toBe(1);
  });

  test("starts with the skip link, even before the announcement's links", () => {
    expect(firstFocusable(html)?.attributes).toEqual({ class: "skip-link", href: "#__main" });
  });
});

test("the 404 page links home and to the docs", () => {
  const html = mainOf(renderPage(<theme.NotFoundPage />, { meta: { title: "Page Not Found", permalink: "/ki-editor/404.html" } }));
  expect(html).toContain('<h1 class="page-title">Page Not Found</h1>');
  expect(html).toContain('href="/ki-editor/"');
  expect(html).toContain('href="/ki-editor/docs"');
});
