// A blog post's content in its feeds is rendered with the site it belongs to: components that read the site
// (a Docusaurus Link, useBaseUrl) work there as on the post's page, and code blocks bring no button.
import path from "node:path";
import { readFile } from "node:fs/promises";
import { beforeAll, describe, expect, it } from "vitest";
import { buildInProcess, scenario } from "../cli.js";

describe("a post whose components read the site", () => {
  let root: string;
  let result: Awaited<ReturnType<typeof buildInProcess>>;
  beforeAll(async () => {
    root = await scenario("docusaurus-feed-components");
    result = await buildInProcess(root, "--strict");
  }, 120_000);

  it("is in the feed as on its page", async () => {
    expect(result.code, result.stderr).toBe(0);
    const rss = await readFile(path.join(root, "dist/f/blog/rss.xml"), "utf8");
    // The feed makes the page's links absolute, as feed readers need.
    expect(rss).toContain('<a href="https://feeds.example.com/f/docs/intro">the introduction</a>');
    expect(rss).toContain('<img src="https://feeds.example.com/f/img/logo.svg" alt="Logo"/>');
    expect(rss).toContain('<span class="token number">42</span>');
    expect(rss).not.toContain("code-block-copy");
  });
});
