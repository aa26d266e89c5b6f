import { describe, expect, it } from "vitest";
import path from "node:path";
import { collectDocs, describeDoc } from "../../src/content/collectDocs.js";
import { splitFrontMatter } from "../../src/content/readSource.js";
import { FrontMatterError } from "../../src/errors.js";

const docsDir = path.resolve("test/fixtures/site-basic/content/docs");

describe("collectDocs", () => {
  it("gives each doc its id, URL and title", async () => {
    const { docs, errors } = await collectDocs(docsDir, "/fx/docs");
    expect(errors).toEqual([]);
    const byId = Object.fromEntries(docs.map((d) => [d.id, d]));
    expect(Object.keys(byId).sort()).toEqual(["guide/index", "guide/setup", "intro", "reference/api", "reference/index"]);
    expect(byId["intro"]!.permalink).toBe("/fx/docs/intro");
    expect(byId["guide/index"]!.permalink).toBe("/fx/docs/guide/");
    expect(byId["guide/index"]!.isIndex).toBe(true);
    expect(byId["guide/index"]!.title).toBe("Guide overview");
    expect(byId["guide/setup"]).toMatchObject({ title: "Setup", sidebarLabel: "Set it up", sidebarPosition: 1, dir: "guide" });
  });

  it("honours slug and id front matter and strips number prefixes", () => {
    const doc = (relativePath: string, frontMatter: Record<string, unknown>) =>
      describeDoc({ file: `/d/${relativePath}`, relativePath, frontMatter, body: "" }, "/b/docs");
    expect(doc("01-start/02-first.md", {})).toMatchObject({ id: "start/first", permalink: "/b/docs/start/first" });
    expect(doc("a/b.md", { slug: "/elsewhere" }).permalink).toBe("/b/docs/elsewhere");
    expect(doc("a/b.md", { slug: "near" }).permalink).toBe("/b/docs/a/near");
    expect(doc("a/b.md", { id: "custom" }).id).toBe("a/custom");
  });

  it("names the page by its front matter id, as Docusaurus does, unless a slug says otherwise", () => {
    const doc = (relativePath: string, frontMatter: Record<string, unknown>) =>
      describeDoc({ file: `/d/${relativePath}`, relativePath, frontMatter, body: "" }, "/b/docs");
    expect(doc("dev-guide/iframe.md", { id: "dev-guide-iframe" })).toMatchObject({ id: "dev-guide/dev-guide-iframe", permalink: "/b/docs/dev-guide/dev-guide-iframe" });
    expect(doc("02-iframe.md", { id: "embed" })).toMatchObject({ id: "embed", permalink: "/b/docs/embed" });
    expect(doc("dev-guide/iframe.md", { id: "embed", slug: "/frames" }).permalink).toBe("/b/docs/frames");
    expect(doc("dev-guide/iframe.md", { id: "embed", slug: "frames" }).permalink).toBe("/b/docs/dev-guide/frames");
    // A folder's index page is the folder's URL whatever its id.
    expect(doc("dev-guide/index.md", { id: "overview" })).toMatchObject({ id: "dev-guide/overview", permalink: "/b/docs/dev-guide/" });
  });

  it("rejects a front matter field of the wrong type, naming the field and its line", () => {
    const text = "---\ntitle: Fine\nsidebar_position: first\n---\n# x\n";
    const { frontMatter, body, fieldLines } = splitFrontMatter(text, "/d/x.md");
    expect(() => describeDoc({ file: "/d/x.md", relativePath: "x.md", frontMatter, body }, "/b/docs", fieldLines)).toThrow(
      /`sidebar_position` must be a number/,
    );
    try {
      describeDoc({ file: "/d/x.md", relativePath: "x.md", frontMatter, body }, "/b/docs", fieldLines);
    } catch (error) {
      expect(error).toMatchObject({ line: 3, file: "/d/x.md" });
    }
  });
});

describe("splitFrontMatter", () => {
  it("keeps the body's line numbers those of the file", () => {
    const { body, frontMatter } = splitFrontMatter("---\na: 1\nb: two\n---\n# Title\n", "f.md");
    expect(frontMatter).toEqual({ a: 1, b: "two" });
    expect(body.split("\n")[4]).toBe("# Title");
  });

  it("points a YAML error at the file's line", () => {
    expect.assertions(2);
    try {
      splitFrontMatter("---\ntitle: ok\ndescription: [unclosed\n---\nbody\n", "f.md");
    } catch (error) {
      expect(error).toBeInstanceOf(FrontMatterError);
      expect((error as FrontMatterError).line).toBeGreaterThanOrEqual(3);
    }
  });

  it("rejects an unclosed block and a block that is not a mapping", () => {
    expect(() => splitFrontMatter("---\ntitle: x\n", "f.md")).toThrow("never closed");
    expect(() => splitFrontMatter("---\n- a\n- b\n---\n", "f.md")).toThrow("key: value");
  });

  it("leaves files without front matter alone", () => {
    expect(splitFrontMatter("# Hi\n", "f.md")).toEqual({ frontMatter: {}, body: "# Hi\n", fieldLines: {} });
  });
});
