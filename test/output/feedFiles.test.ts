import { describe, expect, it } from "vitest";
import { feedFiles, type FeedFilesInput } from "../../src/output/feedFiles.js";

const feeds = { rss: '<?xml version="1.0" encoding="utf-8"?>\n<rss/>', atom: '<?xml version="1.0" encoding="utf-8"?>\n<feed/>', json: "{}" };
const own = (name: string) => ({ source: `/site/blog/${name}.xsl`, xsl: { name: `${name}.xsl`, contents: new TextEncoder().encode("<xsl/>") }, css: { name: `${name}.css`, contents: new TextEncoder().encode("p{}") } });
const files = (input: Partial<FeedFilesInput>) =>
  feedFiles({ blogBase: "/ki-editor/blog", feeds, types: ["rss", "atom"], stylesheets: { rss: false, atom: false }, siteStylesheets: {}, ...input });

describe("feedFiles", () => {
  it("writes each feed asked for in the blog's folder, unstyled without stylesheets", () => {
    expect(files({ types: ["json", "atom"] })).toEqual([
      { path: "ki-editor/blog/atom.xml", contents: feeds.atom },
      { path: "ki-editor/blog/feed.json", contents: "{}" },
    ]);
  });

  it("points a feed at the site's own stylesheet, copied beside it under its name with its CSS", () => {
    const written = files({ stylesheets: { rss: "styles/mine.xsl", atom: true }, siteStylesheets: { rss: own("mine") } });
    expect(written.map((file) => file.path)).toEqual(["ki-editor/blog/rss.xml", "ki-editor/blog/atom.xml", "ki-editor/blog/mine.xsl", "ki-editor/blog/mine.css", "ki-editor/blog/atom.xsl", "ki-editor/blog/atom.css"]);
    expect(written[0]!.contents).toBe('<?xml version="1.0" encoding="utf-8"?>\n<?xml-stylesheet type="text/xsl" href="mine.xsl"?>\n<rss/>');
    expect(written[1]!.contents).toContain('<?xml-stylesheet type="text/xsl" href="atom.xsl"?>');
  });

  it("writes one stylesheet both feeds name once", () => {
    const shared = own("shared");
    const written = files({ stylesheets: { rss: "shared.xsl", atom: "shared.xsl" }, siteStylesheets: { rss: shared, atom: shared } });
    expect(written.map((file) => file.path)).toEqual(["ki-editor/blog/rss.xml", "ki-editor/blog/atom.xml", "ki-editor/blog/shared.xsl", "ki-editor/blog/shared.css"]);
  });
});
