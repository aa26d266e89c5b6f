// `edsite dev` on a site with plugins: their pages are served and follow a save to what a plugin reads,
// and postBuild, which Docusaurus runs only for a build, never runs.
import { existsSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventually, startDevSite, type DevSite } from "./devSite.js";

let site: DevSite;
beforeAll(async () => {
  site = await startDevSite("docusaurus-plugins");
}, 60_000);
afterAll(() => site.server.close());

describe("edsite dev on a site with plugins", () => {
  it("serves a plugin's page, and rebuilds it when a file the plugin reads is saved", async () => {
    expect((await site.get("/site/recipes")).text).toContain("<li>Soup</li><li>Bread</li></ul>");
    await site.write("src/plugins/recipes/recipes.json", '[{ "name": "Soup" }, { "name": "Pie" }]');
    await eventually(async () => expect((await site.get("/site/recipes")).text).toContain("<li>Soup</li><li>Pie</li></ul>"));
  });

  it("runs no postBuild", () => {
    expect(existsSync(path.join(site.root, "dist", "site", "recipes-report.txt"))).toBe(false);
  });
});
