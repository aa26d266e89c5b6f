// edsite as a Docusaurus site gets it: `npm pack`ed, installed into the site, run with `npx edsite` in the
// site's folder. The package must work from what it ships alone, never from this repository's src/.
import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readdir } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { beforeAll, describe, expect, it } from "vitest";
import { classicTemplate } from "./classicTemplate.js";

const run = promisify(execFile);
let site: string;
let tarball: string;

beforeAll(async () => {
  const packs = await mkdtemp(path.join(os.tmpdir(), "edsite-pack-"));
  // lib/ was just compiled, as `npm pack` would compile it (prepare) before packing.
  const packed = await run("npm", ["pack", "--ignore-scripts", "--json", "--pack-destination", packs]);
  tarball = path.join(packs, (JSON.parse(packed.stdout) as { filename: string }[])[0]!.filename);
  site = await classicTemplate();
  // What `npm install --save-dev <tarball>` puts in the site. The packages edsite depends on are found
  // further up, in this repository's node_modules, as they would be in the site's own.
  const installed = path.join(site, "node_modules", "edsite");
  await mkdir(installed, { recursive: true });
  await run("tar", ["-xzf", tarball, "-C", installed, "--strip-components=1"]);
}, 180_000);

describe("the packed package", () => {
  it("ships the compiled CLI and the browser code a build bundles, and none of the build's sources", async () => {
    const shipped = await readdir(path.join(site, "node_modules", "edsite"), { recursive: true, encoding: "utf8" });
    expect(shipped).toContain(path.join("lib", "cli.js"));
    expect(shipped).toContain(path.join("templates", "theme.css"));
    expect(shipped).toContain(path.join("src", "client", "main.tsx"));
    expect(shipped).toContain(path.join("src", "docusaurus", "runtime", "infima.css"));
    expect(shipped.filter((file) => file.startsWith(path.join("src", "site")) || file.startsWith(path.join("src", "bundle")))).toEqual([]);
  });

  it("builds the classic template from inside it with --strict, as `npx edsite build --strict` does", async () => {
    const bin = path.join(site, "node_modules", "edsite", "bin", "edsite.js");
    const result = await run(process.execPath, [bin, "build", "--strict"], { cwd: site, env: { ...process.env, CI: "true" } }).then(
      (r) => ({ code: 0, stderr: r.stderr }),
      (e: { code: number; stderr: string }) => ({ code: e.code, stderr: e.stderr }),
    );
    expect(result.code, result.stderr).toBe(0);
    expect(result.stderr).toMatch(/27 pages/);
    expect(existsSync(path.join(site, "dist", "index.html"))).toBe(true);
    expect(existsSync(path.join(site, "dist", "docs", "intro", "index.html"))).toBe(true);
  });
});
