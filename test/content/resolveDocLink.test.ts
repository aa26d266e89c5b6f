import path from "node:path";
import { describe, expect, it } from "vitest";
import { linkResolverFor } from "../../src/content/resolveDocLink.js";

const site = path.resolve("/site");
const docs = path.join(site, "docs");
const blog = path.join(site, "blog");
const at = (...parts: string[]) => path.join(...parts);

const resolveLink = linkResolverFor({
  permalinks: [
    [at(docs, "intro.md"), "/b/docs/intro"],
    [at(docs, "guide", "intro.md"), "/b/docs/guide/intro"],
    [at(docs, "guide", "setup.mdx"), "/b/docs/guide/setup"],
    [at(docs, "modes", "search.md"), "/b/docs/modes/search"],
    [at(blog, "hello.md"), "/b/blog/hello"],
  ],
  baseUrl: "/b/",
  folders: { content: [docs, blog], site },
});

const fromGuide = at(docs, "guide", "page.md");

describe("links to Markdown files, found where Docusaurus looks", () => {
  it("takes ./ and ../ links beside the linking file only", () => {
    expect(resolveLink("./intro.md", fromGuide)).toBe("/b/docs/guide/intro");
    expect(resolveLink("../intro.md#start", fromGuide)).toBe("/b/docs/intro#start");
    expect(resolveLink("./search.md", fromGuide)).toEqual({ missing: true });
  });

  it("takes a bare path from the content folder first, then the site's folder, then beside the file", () => {
    // docs/intro.md wins over docs/guide/intro.md, as in Docusaurus.
    expect(resolveLink("intro.md", fromGuide)).toBe("/b/docs/intro");
    expect(resolveLink("modes/search.md", fromGuide)).toBe("/b/docs/modes/search");
    expect(resolveLink("docs/modes/search.md#syntax", fromGuide)).toBe("/b/docs/modes/search#syntax");
    expect(resolveLink("setup.mdx", fromGuide)).toBe("/b/docs/guide/setup");
  });

  it("takes /x.md from the content folder or the site's folder, never beside the file", () => {
    expect(resolveLink("/guide/setup.mdx", at(docs, "intro.md"))).toBe("/b/docs/guide/setup");
    expect(resolveLink("/docs/intro.md", at(blog, "hello.md"))).toBe("/b/docs/intro");
    expect(resolveLink("/setup.mdx", fromGuide)).toEqual({ missing: true });
  });

  it("keeps a post's bare links to its own folder and the site's: a doc is not in the blog's folder", () => {
    expect(resolveLink("hello.md", at(blog, "other.md"))).toBe("/b/blog/hello");
    expect(resolveLink("modes/search.md", at(blog, "other.md"))).toEqual({ missing: true });
  });

  it("gives site paths the base path and leaves the rest alone", () => {
    expect(resolveLink("/docs/intro", fromGuide)).toBe("/b/docs/intro");
    expect(resolveLink("/b/docs/intro", fromGuide)).toBeUndefined();
    expect(resolveLink("https://example.org/x.md", fromGuide)).toBeUndefined();
    expect(resolveLink("#part", fromGuide)).toBeUndefined();
    expect(resolveLink("other-page", fromGuide)).toBeUndefined();
  });
});
