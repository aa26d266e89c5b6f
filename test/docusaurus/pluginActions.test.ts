// What a plugin's contentLoaded actions make of its calls, without a build: pages, data files, global data,
// and findings for routes edsite cannot write a page for.
import { mkdtemp, readFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { pluginActions, type ActionsOutput } from "../../src/docusaurus/plugins/pluginActions.js";
import type { LoadedPlugin } from "../../src/docusaurus/plugins/loadPlugins.js";
import { loadSite } from "../../src/site/loadSite.js";
import { sitePaths } from "../../src/site/sitePaths.js";

const loaded: LoadedPlugin = { name: "my-plugin", id: "second", plugin: { name: "my-plugin" }, file: "/site/src/plugins/my-plugin/index.js", at: "plugins[0]", place: { file: "/site/docusaurus.config.js", line: 7, column: 5 }, inputs: [] };
const component = "/site/src/components/Page.js";
const components = (given: string) => (given === "@theme/Page" ? component : undefined);

async function actions() {
  const generated = await mkdtemp(path.join(os.tmpdir(), "edsite-plugin-actions-"));
  const output: ActionsOutput = { pages: [], findings: [] };
  return { generated, output, actions: pluginActions(loaded, { generatedDir: generated, baseUrl: "/base/" }, components, output) };
}

describe("a plugin's actions", () => {
  it("write createData's files under the plugin's name and id, and give their paths", async () => {
    const { generated, actions: act } = await actions();
    const file = await act.createData("list.json", { items: [1, 2] });
    expect(file).toBe(path.join(generated, "my-plugin", "second", "list.json"));
    expect(JSON.parse(await readFile(file, "utf8"))).toEqual({ items: [1, 2] });
    expect(await readFile(await act.createData("note.txt", "as written"), "utf8")).toBe("as written");
    await expect(act.createData("../escape.json", {})).rejects.toThrow('The plugin "my-plugin" (id "second") called createData with the name "../escape.json"');
  });

  it("make a route a page of its component, given its modules and props", async () => {
    const { output, actions: act } = await actions();
    act.addRoute({ path: "/base/things/", component: "@theme/Page", exact: true, modules: { list: "/gen/list.json", nested: { more: "/gen/more.json" } }, props: { answer: 42 } });
    act.setGlobalData({ count: 2 });
    expect(output.pages).toEqual([
      {
        file: component,
        permalink: "/base/things",
        props: { modules: { list: "/gen/list.json", nested: { more: "/gen/more.json" } }, values: { answer: 42, route: { path: "/base/things", exact: true } } },
        madeBy: loaded.file,
      },
    ]);
    expect(output.globalData).toEqual({ data: { count: 2 } });
  });

  it("leave out, with a finding each, routes with parameters, nested routes, or outside the base URL", async () => {
    const { output, actions: act } = await actions();
    act.addRoute({ path: "/base/things/:id", component: "@theme/Page" });
    act.addRoute({ path: "/base/docs", component: "@theme/Page", routes: [{ path: "/base/docs/a", component: "@theme/Page" }] });
    act.addRoute({ path: "/elsewhere", component: "@theme/Page" });
    expect(output.pages).toEqual([]);
    // Each at the plugin's place in the config.
    expect(output.findings.map((f) => f.source)).toEqual(Array(3).fill(loaded.place));
    expect(output.findings.map((f) => f.message)).toEqual([
      expect.stringMatching(/^The plugin "my-plugin" \(id "second"\) added the route \/base\/things\/:id, a path with parameters/),
      expect.stringMatching(/^The plugin "my-plugin" \(id "second"\) added the route \/base\/docs, with routes nested in it/),
      expect.stringMatching(/^The plugin "my-plugin" \(id "second"\) added the route \/elsewhere, outside the site's base URL \/base\//),
    ]);
  });

  it("fail on a route whose component is not found", async () => {
    const { actions: act } = await actions();
    expect(() => act.addRoute({ path: "/base/x", component: "@theme/Missing" })).toThrow('added the route /base/x with the component "@theme/Missing", which is not found');
  });
});

describe("what a site's plugins give its folders", () => {
  it("theme folders before edsite's for @theme/ and @theme-original/, and their files to watch", async () => {
    const root = path.resolve("test/fixtures/docusaurus-plugins");
    const { paths } = await loadSite(sitePaths(root));
    const fancy = path.join(root, "src/themes/fancy-theme/theme");
    const sparkle = path.join(root, "src/themes/sparkle-theme/theme");
    // The theme loaded last wins, after the site's own.
    expect(paths.moduleRoots["@theme/"]!.slice(0, 3)).toEqual([path.join(root, "src/theme"), sparkle, fancy]);
    expect(paths.moduleRoots["@theme-original/"]!.slice(0, 2)).toEqual([sparkle, fancy]);
    // A theme that enhances a component reaches the first theme's: edsite's, then in the order loaded.
    expect(paths.moduleRoots["@theme-init/"]!.slice(-2)).toEqual([fancy, sparkle]);
    expect(paths.sources).toContain(path.join(root, "src/plugins/recipes/recipes.json"));
    expect(paths.sources).toContain(path.join(root, "src/plugins/recipes"));
    expect(paths.sources).not.toContain(root);
  });
});
