import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { collectBlog } from "../../../src/content/blog/collectBlog.js";
import { AggregateEdsiteError, EdsiteError, FrontMatterError } from "../../../src/errors.js";

const fixtures = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../fixtures");
const options = (scenario: string) => ({
  blogDir: path.join(fixtures, scenario),
  baseUrl: "/ki-editor/",
  editUrlOf: (area: "docs" | "blog", relativePath: string) => `https://github.com/ki-editor/ki-editor/tree/master/docs/${area}/${relativePath}`,
  postsPerPage: 10,
});

async function failure(scenario: string): Promise<EdsiteError> {
  const error = await collectBlog(options(scenario)).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(EdsiteError);
  return error as EdsiteError;
}

describe("collectBlog", () => {
  it("reads file and folder posts newest first, leaving out drafts and _partials", async () => {
    const { posts } = await collectBlog(options("blog-basic"));
    expect(posts.map((p) => [p.relativePath, p.date, p.slug])).toEqual([
      ["2025-01-15-third.md", "2025-01-16", "custom-slug"],
      ["2024-10-05-folder-post/index.mdx", "2024-10-05", "2024/10/05/folder-post"],
      ["2024-09-20-first-post.md", "2024-09-20", "2024/09/20/first-post"],
    ]);
    expect(posts.map((p) => p.permalink)).toEqual([
      "/ki-editor/blog/custom-slug",
      "/ki-editor/blog/2024/10/05/folder-post",
      "/ki-editor/blog/2024/09/20/first-post",
    ]);
  });

  it("keeps drafts when asked to", async () => {
    const { posts } = await collectBlog({ ...options("blog-basic"), includeDrafts: true });
    expect(posts.find((p) => p.title === "Unfinished")?.draft).toBe(true);
  });

  it("takes title, description, keywords, toc flag and edit URL from the post", async () => {
    const { posts } = await collectBlog(options("blog-basic"));
    const first = posts.find((p) => p.slug === "2024/09/20/first-post")!;
    expect(first.title).toBe("First Post");
    expect(first.description).toBe("The very first post.");
    expect(first.editUrl).toBe("https://github.com/ki-editor/ki-editor/tree/master/docs/blog/2024-09-20-first-post.md");
    const folder = posts.find((p) => p.slug === "2024/10/05/folder-post")!;
    expect(folder.keywords).toEqual(["folder", "images"]);
    expect(folder.hideTableOfContents).toBe(true);
    expect(folder.editUrl).toMatch(/\/blog\/2024-10-05-folder-post\/index\.mdx$/);
  });

  it("cuts the excerpt at <!-- truncate --> and {/* truncate */}, not at a marker inside code", async () => {
    const { posts } = await collectBlog(options("blog-basic"));
    const bySlug = Object.fromEntries(posts.map((p) => [p.slug, p]));
    expect(bySlug["2024/09/20/first-post"]!.excerptBody).toContain("This part shows on the list.");
    expect(bySlug["2024/09/20/first-post"]!.excerptBody).not.toContain("only shows on the post page");
    // The excerpt keeps the body's line numbers: it starts with the same blank lines the front matter left.
    expect(bySlug["2024/09/20/first-post"]!.body.startsWith(bySlug["2024/09/20/first-post"]!.excerptBody!)).toBe(true);
    expect(bySlug["2024/10/05/folder-post"]!.excerptBody).toContain("![Diagram](./diagram.png)");
    expect(bySlug["2024/10/05/folder-post"]!.excerptBody).not.toContain("Rest of the post");
    expect(bySlug["custom-slug"]!.excerptBody).toBeUndefined();
  });

  it("resolves authors by key, inline, with social handles turned into URLs and author pages", async () => {
    const { posts, authors } = await collectBlog(options("blog-basic"));
    expect(authors.jane).toEqual({
      key: "jane",
      name: "Jane Doe",
      title: "Maintainer",
      url: "https://example.com/jane",
      imageUrl: "https://example.com/jane.png",
      socials: { github: "https://github.com/janedoe", x: "https://x.com/jane_d" },
      page: "/ki-editor/blog/authors/jane",
    });
    expect(authors.bob?.page).toBeUndefined();
    const folder = posts.find((p) => p.slug === "2024/10/05/folder-post")!;
    expect(folder.authors.map((a) => a.name)).toEqual(["Jane Doe", "Guest Writer"]);
    expect(folder.authors[1]).toEqual({ name: "Guest Writer", url: "https://example.com/guest" });
  });

  it("resolves tags from tags.yml and inline labels", async () => {
    const { posts, tags } = await collectBlog(options("blog-basic"));
    const first = posts.find((p) => p.slug === "2024/09/20/first-post")!;
    expect(first.tags).toEqual([
      { label: "Release", permalink: "/ki-editor/blog/tags/releases", description: "Posts about new versions." },
      { label: "Getting Started", permalink: "/ki-editor/blog/tags/getting-started" },
    ]);
    expect(Object.values(tags).map((t) => t.permalink).sort()).toEqual([
      "/ki-editor/blog/tags/getting-started",
      "/ki-editor/blog/tags/releases",
    ]);
  });

  it("gives an empty blog for a missing folder", async () => {
    expect(await collectBlog(options("blog-does-not-exist"))).toEqual({ posts: [], authors: {}, tags: {} });
  });

  it("names the post, the line and the known keys for an unknown author", async () => {
    const error = await failure("blog-bad-author");
    expect(error).toBeInstanceOf(FrontMatterError);
    expect(error.message).toContain("nobody");
    expect(error.file).toBe(path.join(fixtures, "blog-bad-author", "2024-09-20-post.md"));
    expect(error.line).toBe(3);
    expect(error.hint).toContain("jane, bob");
  });

  it("names the file and line of broken front matter YAML", async () => {
    const error = await failure("blog-bad-frontmatter");
    expect(error).toBeInstanceOf(FrontMatterError);
    expect(error.file).toBe(path.join(fixtures, "blog-bad-frontmatter", "2024-09-20-broken.md"));
    // The unclosed `[` on line 3 is noticed where the next field starts.
    expect(error.line).toBeGreaterThanOrEqual(3);
    expect(error.line).toBeLessThanOrEqual(4);
  });

  it("reports every problem of every post at once", async () => {
    const error = await failure("blog-many-problems");
    expect(error).toBeInstanceOf(AggregateEdsiteError);
    const problems = (error as AggregateEdsiteError).errors;
    const where = problems.map((p) => `${path.basename(p.file!)}:${p.line}`);
    expect(where).toEqual(["2024-09-20-untitled.md:1", "2024-09-21-bad-date.md:3", "2024-09-23-same.md:1"]);
    expect(problems[0]!.hint).toMatch(/title:/);
    expect(problems[2]!.message).toContain("2024-09-22-same.md");
  });

  it("points at the entry of authors.yml that is wrong", async () => {
    const error = await failure("blog-bad-authors-yml");
    const problems = (error as AggregateEdsiteError).errors;
    expect(problems.map((p) => [path.basename(p.file!), p.line])).toEqual([
      ["authors.yml", 1],
      ["authors.yml", 5],
    ]);
    expect(problems[0]!.message).toContain("`jane`");
    expect(problems[0]!.hint).toContain("name:");
    expect(problems[1]!.message).toContain("myspace");
  });
});

describe("author images", () => {
  it("give a site-relative image the base path and leave full URLs alone", async () => {
    const { siteImageUrl } = await import("../../../src/content/blog/readAuthorsFile.js");
    expect(siteImageUrl("/img/a.svg", "/ki-editor/")).toBe("/ki-editor/img/a.svg");
    expect(siteImageUrl("/ki-editor/img/a.svg", "/ki-editor/")).toBe("/ki-editor/img/a.svg");
    expect(siteImageUrl("https://example.org/a.png", "/ki-editor/")).toBe("https://example.org/a.png");
  });
});
