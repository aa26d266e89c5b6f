import { describe, expect, it } from "vitest";
import { build, type Plugin } from "esbuild";
import path from "node:path";
import { cssModules } from "../../src/bundle/cssModules.js";
import { loadCommonJs } from "../../src/bundle/loadCommonJs.js";

const site = path.resolve("test/fixtures/css-modules");

/** Bundles the fixture's entry as the server (CSS kept) or the browser (CSS left out) bundle does. */
async function bundle(side: "server" | "browser") {
  const plugin: Plugin = { name: "css-modules", setup: (b) => cssModules(b, site) };
  const result = await build({
    entryPoints: [path.join(site, "main.js")],
    bundle: true,
    write: false,
    outdir: path.join(site, "out"),
    format: "cjs",
    platform: "node",
    loader: side === "browser" ? { ".css": "empty" } : {},
    plugins: [plugin],
  });
  const text = (ext: string) => result.outputFiles!.find((f) => f.path.endsWith(ext))?.text;
  return { classes: loadCommonJs<{ classes: Record<string, string> }>(text(".js")!).classes, css: text(".css") };
}

describe("CSS modules", () => {
  it("scope each class by the file's place in the site, the same in both bundles", async () => {
    const server = await bundle("server");
    const browser = await bundle("browser");
    expect(Object.keys(server.classes).sort()).toEqual(["card", "title"]);
    expect(server.classes.card).toMatch(/^card_[\w-]{6}$/);
    expect(browser.classes).toEqual(server.classes);
  });

  it("put the scoped rules into the server's stylesheet, media queries and :global() as written, and none into the browser's", async () => {
    const server = await bundle("server");
    const card = server.classes.card!;
    expect(server.css).toContain(`.${card} {\n  padding: 1rem;\n}`);
    expect(server.css).toMatch(new RegExp(`@media screen and \\(max-width: 996px\\) \\{\\s*\\.${card} \\{\\s*padding: \\.5rem;`));
    expect(server.css).toContain(`.${server.classes.title} .markdown {`);
    expect((await bundle("browser")).css ?? "").toBe("");
  });
});
