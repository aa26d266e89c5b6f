// A whole build of a site with symbolic links in its docs: a link to a folder inside the site is read as its
// docs, a link to a folder that holds it (content/docs/x -> ..) is a finding and not walked, and a link
// that makes one doc reachable twice shows in the duplicate-route check when both claim one URL.
import { mkdir, readFile, symlink, writeFile } from "node:fs/promises";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { buildInProcess, scenario } from "../cli.js";

describe("symbolic links in the docs folder", () => {
  let root: string;
  let result: Awaited<ReturnType<typeof buildInProcess>>;
  beforeAll(async () => {
    root = await scenario("site-symlinks");
    await symlink("../../shared", path.join(root, "content/docs/shared"));
    await symlink("..", path.join(root, "content/docs/x"));
    // The generous time-out proves no walk round the loop: every file of the project again and again.
    result = await buildInProcess(root, "--no-cache");
  }, 60_000);

  it("builds, with a warning naming the link to the folder above it", () => {
    const output = result.stdout + result.stderr;
    expect(result.code, output).toBe(0);
    expect(output).toMatch(/\[symlink\] content\/docs\/x is a symbolic link to \.\., a folder that already holds it .*Remove the link, or point it at a folder that does not hold it\./);
    expect(output.match(/\[symlink\]/g)).toHaveLength(1);
  });

  it("reads the docs of a linked folder inside the site as docs under the link's name", async () => {
    const html = await readFile(path.join(root, "dist/docs/shared/guide/linked/index.html"), "utf8");
    expect(html).toContain("A doc outside the docs folder, reached through a link in it.");
  });

  it("fails a --strict build on the looping link", async () => {
    const strict = await buildInProcess(root, "--strict", "--no-cache");
    expect(strict.code, strict.stdout + strict.stderr).toBe(1);
    expect(strict.stdout + strict.stderr).toContain("content/docs/x is a symbolic link");
  }, 60_000);
});

describe("a link in the docs to another docs folder", () => {
  it("is followed, and the duplicate-route check names both paths when a slug gives them one URL", async () => {
    const root = await scenario("site-symlinks");
    const guide = path.join(root, "content/docs/guide");
    await mkdir(guide);
    await writeFile(path.join(guide, "setup.md"), "---\ntitle: Setup\n---\n\n# Setup\n\nHow to set it up.\n");
    await writeFile(path.join(guide, "fixed.md"), "---\ntitle: Fixed\nslug: /fixed\n---\n\n# Fixed\n\nA page with a slug of its own.\n");
    await symlink("guide", path.join(root, "content/docs/alias"));
    const result = await buildInProcess(root, "--strict", "--no-cache");
    const output = result.stdout + result.stderr;
    expect(result.code, output).toBe(1);
    expect(output).toMatch(/\[duplicate-route\] Two pages claim \/docs\/fixed: \S*content\/docs\/alias\/fixed\.md and \S*content\/docs\/guide\/fixed\.md/);
  }, 60_000);
});
