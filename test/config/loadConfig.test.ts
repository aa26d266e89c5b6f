import { describe, expect, it } from "vitest";
import { mkdtemp, utimes, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { loadConfig, resolveConfig, type ConfigMemo } from "../../src/config/loadConfig.js";
import { ConfigError } from "../../src/errors.js";

const minimal = {
  title: "T",
  url: "https://example.org",
  baseUrl: "/x/",
  repositoryUrl: "https://github.com/a/b",
  navbar: { items: [] },
};

async function configFile(source: string): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), "edsite-config-"));
  const file = path.join(dir, "edsite.config.ts");
  await writeFile(file, source);
  return file;
}

describe("loadConfig", () => {
  it("loads the fixture's TypeScript config and fills defaults", async () => {
    const config = await loadConfig(path.resolve("test/fixtures/site-basic/edsite.config.ts"));
    expect(config.baseUrl).toBe("/fx/");
    expect(config.colorMode).toEqual({ defaultMode: "light", respectPrefersColorScheme: false, disableSwitch: false });
    expect(config.tableOfContents).toEqual({ minHeadingLevel: 2, maxHeadingLevel: 3 });
    expect(config.navbar.items[0]).toMatchObject({ type: "docSidebar", position: "left" });
  });

  it("loads the Ki site's config", async () => {
    const config = await loadConfig(path.resolve("edsite.config.ts"));
    expect(config.title).toBe("Ki Editor");
    expect(config.docs.sidebars).toEqual(["docSidebar", "tutorialSidebar"]);
  });

  it("names an unknown navbar item type and lists the known ones", () => {
    const input = { ...minimal, navbar: { items: [{ type: "link", to: "/a", label: "A" }, { type: "dropdwn", label: "More" }] } };
    expect(() => resolveConfig(input, "edsite.config.ts")).toThrow(
      'navbar.items[1].type: "dropdwn" (label "More") is not a known item type; expected one of docSidebar, doc, docsVersion, docsVersionDropdown, link, html, dropdown, search',
    );
  });

  it("names each invalid field with what it expected", () => {
    const input = { ...minimal, baseUrl: "x", colorMode: { defaultMode: "blue" }, extra: 1 };
    let error: unknown;
    try {
      resolveConfig(input, "edsite.config.ts");
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    expect(message).toContain("baseUrl: ");
    expect(message).toContain("must start and end with `/`");
    expect(message).toContain('colorMode.defaultMode: "blue" is not allowed; expected one of "light", "dark"');
    expect(message).toContain("unknown field `extra`");
  });

  it("names a feed that is none, a feed stylesheet and a magic comment that make no sense, and fills their defaults", () => {
    const input = { ...minimal, blog: { feed: { types: ["rss", "xml"] }, feedStylesheets: { rss: "" } }, magicComments: [{ className: "x" }] };
    const message = (() => {
      try {
        resolveConfig(input, "edsite.config.ts");
      } catch (e) {
        return (e as Error).message;
      }
    })();
    expect(message).toContain('blog.feed.types[1]: "xml" is not allowed; expected one of "rss", "atom", "json"');
    expect(message).toContain("blog.feedStylesheets");
    expect(message).toContain("magicComments[0]: needs a `line` comment, a `block` of start and end comments, or both");
    const filled = resolveConfig(minimal, "edsite.config.ts");
    expect(filled.blog).toMatchObject({ showReadingTime: true, feedStylesheets: { rss: false, atom: false }, feed: { types: ["rss", "atom"] } });
    expect(filled.magicComments).toEqual([{ className: "highlighted", line: "highlight-next-line", block: { start: "highlight-start", end: "highlight-end" } }]);
    expect(resolveConfig({ ...minimal, blog: { feedStylesheets: true } }, "c.ts").blog.feedStylesheets).toEqual({ rss: true, atom: true });
    expect(resolveConfig({ ...minimal, blog: { feedStylesheets: { atom: "mine.xsl" } } }, "c.ts").blog.feedStylesheets).toEqual({ rss: false, atom: "mine.xsl" });
  });

  it("says a required field is missing", () => {
    const { title: _t, ...rest } = minimal;
    expect(() => resolveConfig(rest, "c.ts")).toThrow("title: expected string, got nothing (the field is required)");
  });

  it("reports a syntax error with its line and column", async () => {
    const file = await configFile("export default {\n  title: 'x',\n  url: ,\n};\n");
    await expect(loadConfig(file)).rejects.toMatchObject({ name: "ConfigError", file, line: 3 });
  });

  it("names a missing import's place and says to check its path", async () => {
    const file = await configFile(`import base from "./base-config.ts";\nexport default base;\n`);
    await expect(loadConfig(file)).rejects.toMatchObject({
      name: "ConfigError",
      file,
      line: 1,
      column: 18,
      message: expect.stringContaining('Could not resolve "./base-config.ts"'),
      hint: expect.stringContaining("Check the import's path"),
    });
  });

  it("places a syntax error in a file the config imports in that file", async () => {
    const file = await configFile(`import base from "./base-config.ts";\nexport default base;\n`);
    const imported = path.join(path.dirname(file), "base-config.ts");
    await writeFile(imported, "export default {\n  title: ,\n};\n");
    await expect(loadConfig(file)).rejects.toMatchObject({ name: "ConfigError", file: imported, line: 2, hint: expect.stringContaining("syntax") });
  });

  it("explains a missing config file", async () => {
    await expect(loadConfig("/nonexistent/edsite.config.ts")).rejects.toThrow("No config file found.");
  });

  it("rejects a config without a default export", async () => {
    const file = await configFile("export const config = {};\n");
    await expect(loadConfig(file)).rejects.toThrow("no default export");
  });

  it("with a memo, reuses the config until the config or a file it imports changes", async () => {
    const file = await configFile(`import { title } from "./title";\nexport default { ...${JSON.stringify(minimal)}, title };\n`);
    const titleFile = path.join(path.dirname(file), "title.ts");
    await writeFile(titleFile, `export const title = "First";\n`);
    // Written well before the load: a file saved in the same second as a load is never trusted.
    const past = new Date(Date.now() - 10_000);
    for (const f of [file, titleFile]) await utimes(f, past, past);
    const memo: ConfigMemo = {};
    const first = await loadConfig(file, memo);
    expect(first.title).toBe("First");
    expect(await loadConfig(file, memo)).toBe(first);

    await writeFile(titleFile, `export const title = "Second title";\n`);
    const second = await loadConfig(file, memo);
    expect(second.title).toBe("Second title");
    // Just written: reloaded again, since a save in this same second would leave the stamp as it is.
    expect(await loadConfig(file, memo)).not.toBe(second);
  });
});
