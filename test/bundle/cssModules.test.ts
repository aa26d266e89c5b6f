import { describe, expect, it } from "vitest";
import { build, type Plugin } from "esbuild";
import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { cssModules, cssModuleSheets, isCssModule, scopeCssModule } from "../../src/bundle/cssModules.js";
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

  it("leave their rules out of both bundles' stylesheets: each is a stylesheet of its own", async () => {
    expect((await bundle("server")).css ?? "").toBe("");
    expect((await bundle("browser")).css ?? "").toBe("");
  });

  it("each make one minified stylesheet named by its rules, media queries and :global() as written", async () => {
    const { classes } = await bundle("server");
    const file = path.join(site, "card.module.css");
    const sheets = await cssModuleSheets([file, file], site);
    expect([...sheets.keys()]).toEqual([file]);
    const { name, css } = sheets.get(file)!;
    expect(name).toMatch(/^css\/card-[0-9a-f]{10}\.css$/);
    expect(css).toContain(`.${classes.card}{padding:1rem}`);
    expect(css).toMatch(new RegExp(`@media screen and \\(max-width:996px\\)\\{\\.${classes.card}\\{padding:\\.5rem\\}\\}`));
    expect(css).toContain(`.${classes.title} .markdown{`);
  });

  it("of Sass are compiled with the site's sass (found from its folder) and scoped as the CSS they compile to", async () => {
    const file = path.join(site, "panel.module.scss");
    expect(isCssModule(file)).toBe(true);
    const { classes, css, files } = await scopeCssModule(file, site);
    expect(Object.keys(classes).sort()).toEqual(["heading", "panel"]);
    expect(classes.panel).toMatch(/^panel_[\w-]{6}$/);
    expect(css).toContain(`.${classes.panel} {\n  margin: 1rem;\n}`);
    expect(css).toContain(`.${classes.panel} .${classes.heading} {`);
    expect(files).toEqual([file]);
    const sheets = await cssModuleSheets([file], site);
    expect(sheets.get(file)!.name).toMatch(/^css\/panel-[0-9a-f]{10}\.css$/);
  });

  it("of Sass's indented syntax (`.module.sass`) compile too", async () => {
    const { classes, css } = await scopeCssModule(path.join(site, "note.module.sass"), site, true);
    expect(css).toBe(`.${classes.note}{color:#0a141e}`);
  });

  it("list a module's classes in the order of their names, so the same site always bundles to the same files", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "css-module-order-"));
    const file = path.join(dir, "many.module.css");
    const names = Array.from({ length: 12 }, (_, index) => `class${String.fromCharCode(108 - index)}`);
    await writeFile(file, names.map((name) => `.${name} { color: red; }`).join("\n"));
    for (let attempt = 0; attempt < 3; attempt++) {
      expect(Object.keys((await scopeCssModule(file, dir)).classes)).toEqual([...names].sort());
    }
  });
});
