import path from "node:path";
import { fileURLToPath } from "node:url";
import { beforeAll, describe, expect, it } from "vitest";
import { collectBlog, type BlogContent } from "../../../src/content/blog/collectBlog.js";
import { planBlogRoutes, type BlogRoutesInput } from "../../../src/content/blog/planBlogRoutes.js";
import type {
  BlogArchiveData,
  BlogAuthorsData,
  BlogListData,
  BlogPostData,
  BlogTagsData,
} from "../../../src/shared/types.js";
import type { Route } from "../../../src/types.js";

const blogDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../fixtures/blog-basic");
const file = (relative: string) => path.join(blogDir, relative);
const THIRD = file("2025-01-15-third.md");
const FOLDER = file("2024-10-05-folder-post/index.mdx");
const FIRST = file("2024-09-20-first-post.md");

let blog: BlogContent;
beforeAll(async () => {
  blog = await collectBlog({ blogDir, baseUrl: "/ki-editor/", editUrlOf: (_area, relativePath) => `https://example.com/docs/blog/${relativePath}`, postsPerPage: 1 });
});

function plan(overrides: Partial<BlogRoutesInput> = {}): Map<string, Route> {
  const routes = planBlogRoutes({
    ...blog,
    baseUrl: "/ki-editor/",
    postsPerPage: 1,
    siteTitle: "Ki",
    readingTimes: new Map([[FIRST, 4]]),
    tocs: new Map([
      [FIRST, [{ value: "More", id: "more", level: 2 }]],
      [FOLDER, [{ value: "Hidden", id: "hidden", level: 2 }]],
    ]),
    blogDir,
    ...overrides,
  });
  const byPath = new Map(routes.map((route) => [route.path, route]));
  expect(byPath.size).toBe(routes.length);
  return byPath;
}

describe("planBlogRoutes", () => {
  it("plans every blog page, paginated one post per page", () => {
    expect([...plan().keys()].sort()).toEqual([
      "/ki-editor/blog",
      "/ki-editor/blog/2024/09/20/first-post",
      "/ki-editor/blog/2024/10/05/folder-post",
      "/ki-editor/blog/archive",
      "/ki-editor/blog/authors",
      "/ki-editor/blog/authors/jane",
      "/ki-editor/blog/authors/jane/page/2",
      "/ki-editor/blog/custom-slug",
      "/ki-editor/blog/page/2",
      "/ki-editor/blog/page/3",
      "/ki-editor/blog/tags",
      "/ki-editor/blog/tags/getting-started",
      "/ki-editor/blog/tags/getting-started/page/2",
      "/ki-editor/blog/tags/releases",
      "/ki-editor/blog/tags/releases/page/2",
    ]);
  });

  it("writes each page to its clean URL's index.html without the base folder", () => {
    const routes = plan();
    expect(routes.get("/ki-editor/blog")!.outFile).toBe("blog/index.html");
    expect(routes.get("/ki-editor/blog/archive")!.outFile).toBe("blog/archive/index.html");
    expect(routes.get("/ki-editor/blog/page/2")!.outFile).toBe("blog/page/2/index.html");
    expect(routes.get("/ki-editor/blog/2024/09/20/first-post")!.outFile).toBe("blog/2024/09/20/first-post/index.html");
  });

  it("links a post to the newer post as previous and the older one as next", () => {
    const routes = plan();
    const middle = routes.get("/ki-editor/blog/2024/10/05/folder-post")!.data as BlogPostData;
    expect(middle.pagination).toEqual({
      previous: { href: "/ki-editor/blog/custom-slug", label: "Third Post" },
      next: { href: "/ki-editor/blog/2024/09/20/first-post", label: "First Post" },
    });
    expect((routes.get("/ki-editor/blog/custom-slug")!.data as BlogPostData).pagination.previous).toBeUndefined();
    expect((routes.get("/ki-editor/blog/2024/09/20/first-post")!.data as BlogPostData).pagination.next).toBeUndefined();
  });

  it("gives a post page its data, meta and content module", () => {
    const route = plan().get("/ki-editor/blog/2024/09/20/first-post")!;
    expect(route).toMatchObject({
      kind: "blogPost",
      template: "BlogPostPage",
      sources: [FIRST],
      contentModules: [FIRST],
      meta: { title: "First Post", description: "The very first post.", permalink: "/ki-editor/blog/2024/09/20/first-post", ogType: "article" },
    });
    const data = route.data as BlogPostData;
    expect(data).toMatchObject({
      kind: "blogPost",
      date: "2024-09-20",
      formattedDate: "September 20, 2024",
      readingTime: 4,
      hasTruncateMarker: true,
      editUrl: "https://example.com/docs/blog/2024-09-20-first-post.md",
      toc: [{ value: "More", id: "more", level: 2 }],
    });
  });

  it("times a post missing from readingTimes itself, and hides a toc the post hides", () => {
    const route = plan().get("/ki-editor/blog/2024/10/05/folder-post")!;
    const data = route.data as BlogPostData;
    expect(data.readingTime).toBe(1);
    expect(data.toc).toEqual([]);
    expect(route.meta.keywords).toEqual(["folder", "images"]);
  });

  it("times no post when the blog shows no reading times, in the posts and the lists alike", () => {
    const routes = plan({ showReadingTime: false });
    expect((routes.get("/ki-editor/blog/2024/09/20/first-post")!.data as BlogPostData).readingTime).toBeUndefined();
    const listed = [...routes.values()].flatMap((route) => (route.data.kind === "blogList" ? (route.data as BlogListData).posts : []));
    expect(listed.length).toBeGreaterThan(0);
    expect(listed.every((summary) => summary.readingTime === undefined)).toBe(true);
  });

  it("pages the list with newer and older links and excerpt modules for truncated posts", () => {
    const routes = plan();
    const first = routes.get("/ki-editor/blog")!;
    expect(first).toMatchObject({ template: "BlogListPage", meta: { title: "Blog", description: "Blog" }, contentModules: [THIRD] });
    expect(first.data).toMatchObject({ kind: "blogList", title: "Blog", page: 1, totalPages: 3, olderHref: "/ki-editor/blog/page/2" });
    expect((first.data as BlogListData).newerHref).toBeUndefined();
    const second = routes.get("/ki-editor/blog/page/2")!;
    expect(second.contentModules).toEqual([`${FOLDER}#excerpt`]);
    expect(second.data).toMatchObject({ page: 2, newerHref: "/ki-editor/blog", olderHref: "/ki-editor/blog/page/3" });
    expect((second.data as BlogListData).posts.map((p) => p.title)).toEqual(["A Post In A Folder"]);
  });

  it("shows all posts on one page when they fit", () => {
    const list = plan({ postsPerPage: 10 }).get("/ki-editor/blog")!;
    expect(list.contentModules).toEqual([THIRD, `${FOLDER}#excerpt`, `${FIRST}#excerpt`]);
    expect(list.data).toMatchObject({ totalPages: 1 });
  });

  it("lists every author of the authors file, as Docusaurus does, and plans author pages for authors with page: true only", () => {
    const routes = plan({ postsPerPage: 10 });
    const index = routes.get("/ki-editor/blog/authors")!;
    expect(index.template).toBe("BlogAuthorsPage");
    expect((index.data as BlogAuthorsData).authors.map((a) => [a.key, a.count])).toEqual([["jane", 2], ["bob", 1]]);
    const jane = routes.get("/ki-editor/blog/authors/jane")!;
    expect(jane.data).toMatchObject({ kind: "blogList", heading: "Posts by Jane Doe", author: { key: "jane" } });
    expect((jane.data as BlogListData).posts.map((p) => p.title)).toEqual(["A Post In A Folder", "First Post"]);
    expect(jane.sources).toContain(path.join(blogDir, "authors.yml"));
    expect([...routes.keys()].some((p) => p.includes("/authors/bob"))).toBe(false);
  });

  it("plans a page per tag in use with its count in the heading", () => {
    const routes = plan({ postsPerPage: 10 });
    const index = routes.get("/ki-editor/blog/tags")!.data as BlogTagsData;
    expect(index.tags.map((t) => [t.label, t.count, t.permalink])).toEqual([
      ["Getting Started", 2, "/ki-editor/blog/tags/getting-started"],
      ["Release", 2, "/ki-editor/blog/tags/releases"],
    ]);
    const release = routes.get("/ki-editor/blog/tags/releases")!;
    expect(release.data).toMatchObject({ heading: '2 posts tagged "Release"', tag: { label: "Release" }, description: "Posts about new versions." });
    expect(release.meta.title).toBe('2 posts tagged "Release"');
  });

  it("says 'One post' for a tag with a single post", () => {
    const routes = plan({ posts: blog.posts.filter((p) => p.file !== THIRD) });
    expect((routes.get("/ki-editor/blog/tags/getting-started")!.data as BlogListData).heading).toBe('One post tagged "Getting Started"');
  });

  it("groups the archive by year, newest first", () => {
    const archive = plan().get("/ki-editor/blog/archive")!;
    expect(archive.template).toBe("BlogArchivePage");
    expect((archive.data as BlogArchiveData).years).toEqual([
      { year: "2025", posts: [{ title: "Third Post", permalink: "/ki-editor/blog/custom-slug", date: "2025-01-16", formattedDate: "January 16, 2025" }] },
      {
        year: "2024",
        posts: [
          { title: "A Post In A Folder", permalink: "/ki-editor/blog/2024/10/05/folder-post", date: "2024-10-05", formattedDate: "October 5, 2024" },
          { title: "First Post", permalink: "/ki-editor/blog/2024/09/20/first-post", date: "2024-09-20", formattedDate: "September 20, 2024" },
        ],
      },
    ]);
  });

  it("plans nothing for a blog without posts", () => {
    expect(planBlogRoutes({ posts: [], authors: {}, tags: {}, baseUrl: "/", postsPerPage: 10, readingTimes: new Map(), tocs: new Map() })).toEqual([]);
  });

  it("handles a site served from the root", () => {
    const routes = planBlogRoutes({
      posts: blog.posts.map((p) => ({ ...p, permalink: p.permalink.replace("/ki-editor/", "/") })),
      authors: {},
      tags: {},
      baseUrl: "/",
      postsPerPage: 10,
      readingTimes: new Map(),
      tocs: new Map(),
    });
    expect(routes.find((r) => r.path === "/blog")?.outFile).toBe("blog/index.html");
    expect(routes.find((r) => r.path === "/blog/2024/09/20/first-post")?.outFile).toBe("blog/2024/09/20/first-post/index.html");
  });
});
