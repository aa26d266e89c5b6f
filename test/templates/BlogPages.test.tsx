import { describe, expect, test } from "vitest";
import type { BlogListData, BlogPostData } from "../../src/shared/types.js";
import { BlogArchivePage } from "../../templates/BlogArchivePage.js";
import { BlogAuthorsPage } from "../../templates/BlogAuthorsPage.js";
import { BlogListPage } from "../../templates/BlogListPage.js";
import { BlogPostPage } from "../../templates/BlogPostPage.js";
import { BlogTagsPage, groupTagsByLetter } from "../../templates/BlogTagsPage.js";
import { firstPost, secondPost } from "./fixtures.js";
import { countTags, findTags } from "./html.js";
import { elementOf, mainOf, renderPage } from "./render.js";

const post: BlogPostData = {
  ...firstPost,
  kind: "blogPost",
  toc: [{ value: "Trees", id: "trees", level: 2 }],
  pagination: {
    previous: { label: "Ki 0.3", href: "/ki-editor/blog/ki-0-3" },
    next: { label: "Release 0.1", href: "/ki-editor/blog/release-0-1" },
  },
};

function PostBody() {
  return (
    <>
      <p>Text edits trees.</p>
      <h2 id="trees">Trees</h2>
    </>
  );
}

const postHtml = renderPage(<BlogPostPage data={post} Content={PostBody} />, {
  meta: { title: post.title, permalink: post.permalink },
});

describe("BlogPostPage", () => {
  test("renders the title as the one h1, with date and reading time", () => {
    expect(countTags(postHtml, "h1")).toBe(1);
    expect(postHtml).toContain('<h1 class="blog-post-title">Why Ki is structural</h1>');
    expect(postHtml).toMatch(/<time dateTime="2025-02-01T00:00:00.000Z">February 1, 2025<\/time>/i);
    expect(postHtml).toContain("4 min read");
  });

  test("shows the date alone when the post carries no reading time (the blog hides them)", () => {
    const { readingTime: _hidden, ...untimed } = post;
    const html = renderPage(<BlogPostPage data={untimed} Content={PostBody} />, { meta: { title: post.title, permalink: post.permalink } });
    expect(html).toMatch(/<p class="blog-post-meta"><time dateTime="[^"]+">February 1, 2025<\/time><\/p>/i);
    expect(html).not.toContain("min read");
  });

  test("links an author with a page to it and one without to their URL, with sized avatars", () => {
    const authors = elementOf(mainOf(postHtml), 'class="blog-author-list"');
    expect(findTags(authors, "a").map((a) => a.href)).toEqual(["/ki-editor/blog/authors/wong", "https://example.com/guest"]);
    expect(findTags(authors, "img")).toEqual([
      expect.objectContaining({ src: "https://github.com/wongjiahau.png", alt: "", width: "48", height: "48" }),
    ]);
    expect(authors).toContain("Creator of Ki");
  });

  test("shows tags, the edit link and the content", () => {
    const main = mainOf(postHtml);
    expect(findTags(main, "a")).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ href: "/ki-editor/blog/tags/design", rel: "tag" }),
        expect.objectContaining({ class: "edit-link", href: firstPost.editUrl }),
      ]),
    );
    expect(elementOf(main, 'class="markdown"')).toContain("Text edits trees.");
  });

  test("names the neighbours newer and older", () => {
    const nav = elementOf(postHtml, 'aria-label="Blog post page navigation"');
    expect(nav).toMatch(/href="\/ki-editor\/blog\/ki-0-3" rel="prev"><span class="pagination-sublabel"><span aria-hidden="true">« <\/span>Newer post/);
    expect(nav).toMatch(/href="\/ki-editor\/blog\/release-0-1" rel="next"><span class="pagination-sublabel">Older post/);
  });

  test("shows the TOC beside the post", () => {
    const toc = elementOf(elementOf(postHtml, 'class="blog-toc-container"'), "<nav");
    expect(findTags(toc, "a").map((a) => a.href)).toEqual(["#trees"]);
  });
});

describe("BlogListPage", () => {
  const list: BlogListData = {
    kind: "blogList",
    title: "Blog",
    permalink: "/ki-editor/blog/page/2",
    posts: [firstPost, secondPost],
    page: 2,
    totalPages: 3,
    newerHref: "/ki-editor/blog",
    olderHref: "/ki-editor/blog/page/3",
  };
  const excerpts = [() => <p>Why trees.</p>, () => <p>First release.</p>];
  const html = renderPage(<BlogListPage data={list} excerpts={excerpts} />, { meta: { title: "Blog", permalink: list.permalink } });

  test("has one h1, hidden visually when the list has no heading", () => {
    expect(countTags(html, "h1")).toBe(1);
    expect(html).toMatch(/<header class="blog-list-header visually-hidden"><h1 class="page-title">Blog<\/h1>/);
  });

  test("renders each post's title link and its own excerpt", () => {
    const main = mainOf(html);
    expect(main).toMatch(/<h2 class="blog-post-preview-title"><a href="\/ki-editor\/blog\/why-structural">Why Ki is structural<\/a><\/h2>/);
    const previews = [...main.matchAll(/<article class="blog-post-preview">/g)].map((m) => elementOf(main.slice(m.index), "<article"));
    expect(previews).toHaveLength(2);
    expect(previews[0]).toContain("Why trees.");
    expect(previews[1]).toContain("First release.");
  });

  test("offers 'Read more', naming the post, only for truncated posts", () => {
    const readMore = findTags(mainOf(html), "a").filter((a) => a.class === "read-more-link");
    expect(readMore).toEqual([
      expect.objectContaining({ href: "/ki-editor/blog/why-structural", "aria-label": "Read more about Why Ki is structural" }),
    ]);
  });

  test("links the newer and older pages", () => {
    const nav = elementOf(html, 'aria-label="Blog list page navigation"');
    expect(findTags(nav, "a").map((a) => a.href)).toEqual(["/ki-editor/blog", "/ki-editor/blog/page/3"]);
    expect(nav).toContain("Newer entries");
    expect(nav).toContain("Older entries");
  });

  test("shows an author page's heading as the visible h1 with the author's card", () => {
    const author = { ...firstPost.authors[0]!, page: "/ki-editor/blog/authors/wong" };
    const authorList: BlogListData = { ...list, heading: "Posts by Wong Jiahao", author, posts: [firstPost], newerHref: undefined, olderHref: undefined };
    const page = renderPage(<BlogListPage data={authorList} excerpts={[excerpts[0]!]} />, {
      meta: { title: "Wong Jiahao", permalink: "/ki-editor/blog/authors/wong" },
    });
    expect(countTags(page, "h1")).toBe(1);
    const header = elementOf(page, 'class="blog-list-header"');
    expect(header).toContain('<h1 class="page-title">Posts by Wong Jiahao</h1>');
    expect(header).toContain('href="https://github.com/wongjiahau"');
    expect(page).not.toContain("Blog list page navigation");
  });

  test("refuses a mismatched number of excerpts", () => {
    expect(() => renderPage(<BlogListPage data={list} excerpts={[excerpts[0]!]} />, { meta: { title: "Blog", permalink: list.permalink } })).toThrow(
      /1 excerpts for 2 posts/,
    );
  });
});

describe("blog index pages", () => {
  test("the archive groups posts by year", () => {
    const html = renderPage(
      <BlogArchivePage
        data={{
          kind: "blogArchive",
          years: [
            { year: "2025", posts: [{ title: "Release 0.1", permalink: "/ki-editor/blog/release-0-1", date: "2025-01-05", formattedDate: "January 5, 2025" }] },
            { year: "2024", posts: [{ title: "Hello", permalink: "/ki-editor/blog/hello", date: "2024-06-01", formattedDate: "June 1, 2024" }] },
          ],
        }}
      />,
      { meta: { title: "Archive", permalink: "/ki-editor/blog/archive" } },
    );
    expect(countTags(html, "h1")).toBe(1);
    expect(elementOf(html, 'id="archive-2024"')).toContain("2024");
    expect(elementOf(html, 'aria-labelledby="archive-2025"')).toContain('href="/ki-editor/blog/release-0-1"');
  });

  test("the authors page lists each author with a post count", () => {
    const html = renderPage(
      <BlogAuthorsPage data={{ kind: "blogAuthors", authors: [{ ...firstPost.authors[0]!, count: 2 }, { name: "Solo", count: 1 }] }} />,
      { meta: { title: "Authors", permalink: "/ki-editor/blog/authors" } },
    );
    expect(countTags(html, "h1")).toBe(1);
    expect(html).toContain("2 posts");
    expect(html).toContain("1 post<");
    expect(html).toContain('href="/ki-editor/blog/authors/wong"');
  });

  test("the tags page groups tags by first letter with counts", () => {
    const tags = [
      { label: "release", permalink: "/ki-editor/blog/tags/release", count: 3 },
      { label: "design", permalink: "/ki-editor/blog/tags/design", count: 1 },
      { label: "Docs", permalink: "/ki-editor/blog/tags/docs", count: 2 },
    ];
    expect(groupTagsByLetter(tags).map(([letter, group]) => [letter, group.map((t) => t.label)])).toEqual([
      ["D", ["design", "Docs"]],
      ["R", ["release"]],
    ]);
    const html = renderPage(<BlogTagsPage data={{ kind: "blogTags", tags }} />, { meta: { title: "Tags", permalink: "/ki-editor/blog/tags" } });
    expect(countTags(html, "h1")).toBe(1);
    expect(html).toContain('<a class="tag" href="/ki-editor/blog/tags/release">release<span class="tag-count">3</span></a>');
  });
});
