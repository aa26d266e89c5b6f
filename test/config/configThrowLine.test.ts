// A config that throws while it loads is reported at the line that threw, in the file the writer wrote (the
// config runs as a bundle of it, whose positions nobody wrote), for edsite's config and a Docusaurus one.
import { describe, expect, it } from "vitest";
import { mkdir, mkdtemp, readFile, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { builtScenario, folderDigest, strictBuild } from "../failedRebuild.js";
import { buildInProcess } from "../cli.js";

describe("a config that throws", () => {
  it("edsite.config.ts: at the line that threw, in the config or a file it imports", async () => {
    const site = await builtScenario("site-basic");
    const configFile = path.join(site.root, "edsite.config.ts");
    const config = await readFile(configFile, "utf8");
    await writeFile(path.join(site.root, "footerLinks.ts"), "const links: { items: string[] } | undefined = undefined;\nexport const count = links!.items.length;\n");
    await writeFile(configFile, `import { count } from "./footerLinks";\nconsole.log(count);\n${config}`);
    const result = await strictBuild(site.root, site.goodDist);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain("The config file threw while loading: Cannot read properties of undefined (reading 'items')");
    expect(result.stderr).toMatch(/at footerLinks\.ts:2:\d+/);
    expect(result.stderr).toContain("> 2 | export const count = links!.items.length;");
    expect(result.stderr).toMatch(/→ The config runs as code: fix what throws at that line/);
    expect(result.distUntouched).toBe(true);
  }, 60_000);

  it("docusaurus.config.js: at the line that threw, when it loads and when its config function runs", async () => {
    const root = await mkdtemp(path.join(os.tmpdir(), "edsite-docusaurus-throw-"));
    await mkdir(path.join(root, "docs"));
    await writeFile(path.join(root, "docs/intro.md"), "---\ntitle: Intro\nslug: /\n---\n\n# Intro\n\nHello.\n");
    const configFile = path.join(root, "docusaurus.config.js");
    const config = (navbar: string) => `module.exports = {\n  title: "Thrown",\n  url: "https://example.org",\n  baseUrl: "/",\n  themeConfig: { navbar: ${navbar} },\n  presets: [["classic", { docs: { sidebarPath: false, routeBasePath: \"/\" } }]],\n};\n`;
    await writeFile(configFile, config("{ items: [] }"));
    const good = await buildInProcess(root, "--strict");
    expect(good.code, good.stderr).toBe(0);
    const goodDist = await folderDigest(path.join(root, "dist"));

    await writeFile(configFile, `const items = undefined;\n${config("{ items: items.filter(Boolean) }")}`);
    const loading = await strictBuild(root, goodDist);
    expect(loading.code).toBe(1);
    expect(loading.stderr).toContain("docusaurus.config.js threw while loading: Cannot read properties of undefined (reading 'filter')");
    expect(loading.stderr).toMatch(/at docusaurus\.config\.js:6:\d+/);
    expect(loading.stderr).toContain("> 6 |   themeConfig: { navbar: { items: items.filter(Boolean) } },");
    expect(loading.stderr).toMatch(/→ It runs as code; fix what it throws at that line/);
    expect(loading.distUntouched).toBe(true);

    await writeFile(configFile, `module.exports = async function createConfig() {\n  const items = await Promise.resolve(null);\n  return ${config("{ items: items.slice() }").replace("module.exports = ", "").replace(/;\n$/, "")};\n};\n`);
    const calling = await strictBuild(root, goodDist);
    expect(calling.code).toBe(1);
    expect(calling.stderr).toContain("docusaurus.config.js's config function threw: Cannot read properties of null (reading 'slice')");
    expect(calling.stderr).toMatch(/at docusaurus\.config\.js:7:\d+/);
    expect(calling.distUntouched).toBe(true);
  }, 90_000);
});
