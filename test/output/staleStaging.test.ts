// A build killed mid-way leaves its staging folder (`dist.tmp-<pid>-<time>`); the next build of the same
// output folder removes it once the process that made it is gone, and leaves a running build's alone.
import { mkdir, mkdtemp, readFile, readdir, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { removeStaleStaging } from "../../src/output/staleStaging.js";
import { describe, expect, it } from "vitest";
import { edsite, scenario } from "../cli.js";

describe("staging folders of killed builds", () => {
  it("are removed by the next build when their process is gone, and kept while it runs", async () => {
    const root = await scenario("site-symlinks");
    // 999999 is above the usual pid limit (and no process here has it); this process is alive, and started
    // before now.
    const stale = path.join(root, "dist.tmp-999999-1");
    const live = path.join(root, `dist.tmp-${process.pid}-${Date.now()}`);
    const otherOutput = path.join(root, "site.tmp-999999-1");
    for (const dir of [stale, live, otherOutput]) await mkdir(dir);
    const result = await edsite(root, "build", "--no-cache");
    expect(result.code, result.stdout + result.stderr).toBe(0);
    const names = await readdir(root);
    expect(names).not.toContain("dist.tmp-999999-1");
    expect(names).toContain(path.basename(live));
    // Another output folder's: not this build's to judge.
    expect(names).toContain("site.tmp-999999-1");
  }, 120_000);

  it.runIf(process.platform === "linux")("are removed when their pid now names a process that started after them (Linux)", async () => {
    const root = await scenario("site-symlinks");
    // Made in 1970 by "this process": the pid was reused, as this process started long after.
    const reused = `dist.tmp-${process.pid}-1000`;
    await mkdir(path.join(root, reused));
    const result = await edsite(root, "build", "--no-cache");
    expect(result.code, result.stdout + result.stderr).toBe(0);
    expect(await readdir(root)).not.toContain(reused);
  }, 120_000);
});

describe("last sites set aside by killed builds", () => {
  it("go back in place when a build was killed between its two renames, so the last good site is not lost", async () => {
    const parent = await mkdtemp(path.join(os.tmpdir(), "edsite-set-aside-"));
    const dist = path.join(parent, "dist");
    await mkdir(path.join(parent, "dist.old-999999-1"));
    await mkdir(path.join(parent, "dist.old-999999-2"));
    await writeFile(path.join(parent, "dist.old-999999-2", "index.html"), "last good");
    await mkdir(path.join(parent, "dist.tmp-999999-2"));
    await removeStaleStaging(dist);
    expect(await readFile(path.join(dist, "index.html"), "utf8")).toBe("last good");
    expect((await readdir(parent)).sort()).toEqual(["dist"]);
  });

  it("are removed when the output folder is there", async () => {
    const parent = await mkdtemp(path.join(os.tmpdir(), "edsite-set-aside-"));
    await mkdir(path.join(parent, "dist"));
    await writeFile(path.join(parent, "dist", "index.html"), "current");
    await mkdir(path.join(parent, "dist.old-999999-1"));
    await removeStaleStaging(path.join(parent, "dist"));
    expect(await readdir(parent)).toEqual(["dist"]);
    expect(await readFile(path.join(parent, "dist", "index.html"), "utf8")).toBe("current");
  });
});
