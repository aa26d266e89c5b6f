// A site's own remark and rehype plugins for an area: where they run among edsite's, and how a compiled
// page is kept by them.
import type { Root as Hast } from "hast";
import type { Root as Mdast } from "mdast";
import { describe, expect, it } from "vitest";
import { CompileCache } from "../../src/compile/compileCache.js";
import { markdownPluginsKey, type MarkdownPlugins } from "../../src/mdx/markdownPlugins.js";
import { compile, renderModule } from "./renderCompiled.js";

/** Replaces every text's word `from` by `to`, as a remark plugin with options does. */
function remarkReplace(options: { from: string; to: string }) {
  return (tree: Mdast) => {
    const visit = (node: { type: string; value?: string; children?: unknown[] }) => {
      if (node.type === "text" && node.value) node.value = node.value.replaceAll(options.from, options.to);
      for (const child of node.children ?? []) visit(child as typeof node);
    };
    visit(tree as never);
  };
}

/** Records which heading ids it sees: edsite's own rehype plugins have given them when it runs after them. */
function rehypeSeeIds(seen: string[]) {
  return () => (tree: Hast) => {
    for (const node of tree.children) if (node.type === "element" && typeof node.properties.id === "string") seen.push(node.properties.id);
  };
}

const none = { beforeRemark: [], remark: [], beforeRehype: [], rehype: [] };

describe("an area's own Markdown plugins", () => {
  it("run with their options, the rehype ones after edsite's and the 'before' ones ahead of them", async () => {
    const after: string[] = [];
    const before: string[] = [];
    const plugins: MarkdownPlugins = { ...none, remark: [[remarkReplace, { from: "cat", to: "dog" }]], rehype: [rehypeSeeIds(after)], beforeRehype: [rehypeSeeIds(before)] };
    const html = await renderModule(await compile("## A cat\n\nThe cat sat.\n", { markdownPlugins: plugins }));
    expect(html).toContain("The dog sat.");
    expect(after).toEqual(["a-dog"]);
    expect(before).toEqual([]);
  });

  it("leave pages of other areas as edsite compiles them", async () => {
    const plugins: MarkdownPlugins = { ...none, remark: [[remarkReplace, { from: "cat", to: "dog" }]] };
    await compile("a cat", { markdownPlugins: plugins });
    expect(await renderModule(await compile("a cat"))).toBe("<p>a cat</p>");
  });

  it("name the plugin and the file when one throws, whether it throws or rejects", async () => {
    function remarkBroken() {
      return () => {
        throw new Error("no tree for me");
      };
    }
    function rehypeLate() {
      return async () => Promise.reject(new Error("too late"));
    }
    await expect(compile("a cat", { markdownPlugins: { ...none, remark: [remarkBroken] } }, "/site/docs/a.md")).rejects.toMatchObject({
      message: 'The remark plugin "remarkBroken" threw: no tree for me',
      file: "/site/docs/a.md",
    });
    await expect(compile("a cat", { markdownPlugins: { ...none, rehype: [rehypeLate] } })).rejects.toThrow('The rehype plugin "rehypeLate" threw: too late');
  });

  it("keep a compiled page only while the plugins and their options are the same", async () => {
    const cache = CompileCache.inMemory();
    const source = { id: "/site/docs/a.md", file: "/site/docs/a.md", body: "a cat\n" };
    const settings = { tocMinLevel: 2, tocMaxLevel: 3 };
    const plugins: MarkdownPlugins = { ...none, remark: [[remarkReplace, { from: "cat", to: "dog" }]] };
    const compiled = await cache.compile(source, { ...settings, markdownPlugins: plugins });
    expect(compiled.code).toContain("a dog");
    expect(cache.lookup(source, { ...settings, markdownPlugins: { ...none, remark: [[remarkReplace, { from: "cat", to: "dog" }]] } })).toBe(compiled);
    expect(cache.lookup(source, { ...settings, markdownPlugins: { ...none, remark: [[remarkReplace, { from: "cat", to: "cow" }]] } })).toBeUndefined();
    expect(cache.lookup(source, settings)).toBeUndefined();
    expect(markdownPluginsKey(none)).toBe("");
  });
});
