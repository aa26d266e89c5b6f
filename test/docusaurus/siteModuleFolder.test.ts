import { describe, expect, it } from "vitest";
import { mkdir, readdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { buildInProcess, scenario } from "../cli.js";

// The site's config is bundled into `.edsite-cache/` for a moment, so that its packages resolve from the
// site's own node_modules (see evaluateSiteModule).
describe("the folder a Docusaurus config is evaluated in", () => {
  it("is not left behind, empty, by a build that keeps no cache", async () => {
    const root = await scenario("docusaurus-options");
    const { code, stderr } = await buildInProcess(root, "--no-cache", "--out-dir", path.join(root, "..", "out"));
    expect(code, stderr).toBe(0);
    expect(await readdir(root)).not.toContain(".edsite-cache");
  });

  it("stays, with what it held, when it was there before", async () => {
    const root = await scenario("docusaurus-options");
    await mkdir(path.join(root, ".edsite-cache"));
    await writeFile(path.join(root, ".edsite-cache/kept.txt"), "kept");
    const { code, stderr } = await buildInProcess(root, "--no-cache", "--out-dir", path.join(root, "..", "out"));
    expect(code, stderr).toBe(0);
    expect(await readdir(path.join(root, ".edsite-cache"))).toEqual(["kept.txt"]);
  });
});
