// Imports (code's and stylesheets') by paths that start with `/`, which Docusaurus's webpack looks for under its resolve.roots (each
// static folder, then the site's folder, then the working folder) before taking them as paths on disk.
import { mkdir, mkdtemp, readdir, readFile, writeFile } from "node:fs/promises";
import { existsSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildInProcess, scenario } from "../cli.js";
import { servedStrictBuild, type ServedStrictBuild } from "./servedStrictBuild.js";
import { rootAbsoluteFile } from "../../src/bundle/rootAbsoluteImports.js";

let built: ServedStrictBuild;

beforeAll(async () => {
  built = await servedStrictBuild(await scenario("docusaurus-root-imports"), "/");
}, 120_000);

afterAll(() => built?.close());

const pageHtml = async (file: string) => (await readFile(path.join(built.dist, file), "utf8")).replaceAll("<!-- -->", "");

describe("root-absolute imports in a Docusaurus site", () => {
  it("builds with --strict", () => {
    expect(built.build.code, built.build.stdout + built.build.stderr).toBe(0);
  });

  it("finds /img/x.svg in the static folder and /static/img/x.svg in the site's folder, each an SVG component", async () => {
    const home = await pageHtml("index.html");
    expect(home).toContain('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10" class="imported-mark" role="img">');
    expect(home).toContain('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10" class="required-mark">');
  });

  it("finds a script named without its extension from the site's folder", async () => {
    expect(await pageHtml("index.html")).toContain('<ul class="team"><li>Ada</li><li>Grace</li></ul>');
  });

  it("gives MDX's import of a static image the URL of the bundled file", async () => {
    const src = /<img class="root-dot" src="([^"]+)"/.exec(await pageHtml("docs/intro/index.html"))?.[1];
    expect(src).toMatch(/^\/assets\/dot-\w+\.png$/);
    expect(existsSync(path.join(built.dist, src!))).toBe(true);
  });

  it("bundles a stylesheet's url(/img/x.png) from the static folder, as webpack's css-loader does", async () => {
    const css = await Promise.all(
      (await readdir(path.join(built.dist, "assets"), { recursive: true }))
        .filter((file) => file.endsWith(".css"))
        .map((file) => readFile(path.join(built.dist, "assets", file), "utf8")),
    );
    const url = /\.root-hero\s*\{\s*background:\s*url\(([^)]+)\)/.exec(css.join("\n"))?.[1];
    expect(url).toMatch(/^\/assets\/dot-\w+\.png$/);
  });

  it("fails naming the import and where it looked when no root has the file", async () => {
    const root = await scenario("docusaurus-root-imports");
    const file = path.join(root, "docs/intro.mdx");
    await writeFile(file, (await readFile(file, "utf8")).replace("/img/dot.png", "/img/missing.png"));
    const { code, stdout, stderr } = await buildInProcess(root, "--strict");
    expect(code).not.toBe(0);
    expect(stdout + stderr).toContain('"/img/missing.png" names no file: it was looked for under static/, ./');
  });
});

describe("rootAbsoluteFile", () => {
  it("takes the first root that has the file, in order, then the path on disk", async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), "edsite-roots-"));
    const [staticDir, site] = [path.join(dir, "static"), path.join(dir, "site")];
    for (const folder of [staticDir, site]) await mkdir(path.join(folder, "img"), { recursive: true });
    await writeFile(path.join(staticDir, "img/both.png"), "static");
    await writeFile(path.join(site, "img/both.png"), "site");
    await writeFile(path.join(site, "img/site-only.png"), "site");
    await writeFile(path.join(site, "img/code.ts"), "export {};");
    const roots = [staticDir, site];
    expect(rootAbsoluteFile("/img/both.png", roots)).toBe(path.join(staticDir, "img/both.png"));
    expect(rootAbsoluteFile("/img/site-only.png", roots)).toBe(path.join(site, "img/site-only.png"));
    expect(rootAbsoluteFile("/img/code", roots)).toBe(path.join(site, "img/code.ts"));
    expect(rootAbsoluteFile(path.join(site, "img/both.png"), roots)).toBe(path.join(site, "img/both.png"));
    expect(rootAbsoluteFile("/img/none.png", roots)).toBeUndefined();
  });
});
