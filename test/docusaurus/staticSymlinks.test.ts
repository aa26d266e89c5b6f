// A Docusaurus site's static/ folder is public/ by another name: a symbolic link in it that leads inside the
// site is copied as its file, one that leads outside is left out with a finding.
import { lstat, mkdir, readFile, readdir, symlink, writeFile } from "node:fs/promises";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { buildInProcess, scenario } from "../cli.js";

let root: string;
let secret: string;
let result: Awaited<ReturnType<typeof buildInProcess>>;

beforeAll(async () => {
  root = await scenario("docusaurus-file-links");
  await mkdir(path.join(root, "static"));
  await writeFile(path.join(root, "static/plain.txt"), "plain\n");
  await symlink("../docs/files/settings.json", path.join(root, "static/settings.json"));
  secret = path.join(path.dirname(root), "secret.txt");
  await writeFile(secret, "outside the project\n");
  await symlink(secret, path.join(root, "static/secret.txt"));
  result = await buildInProcess(root, "--no-cache");
}, 120_000);

describe("symbolic links in a Docusaurus site's static/", () => {
  it("copies a link inside the site as the file it leads to", async () => {
    expect(result.code, result.stdout + result.stderr).toBe(0);
    const copied = path.join(root, "dist/kb/settings.json");
    expect((await lstat(copied)).isFile()).toBe(true);
    expect(await readFile(copied, "utf8")).toBe('{ "retries": 3 }\n');
    expect(await readFile(path.join(root, "dist/kb/plain.txt"), "utf8")).toBe("plain\n");
  });

  it("leaves out a link outside the site, with a warning naming it, its target and what to do", async () => {
    expect(await readdir(path.join(root, "dist/kb"))).not.toContain("secret.txt");
    expect(result.stdout + result.stderr).toContain(`[symlink] static/secret.txt is a symbolic link to ${secret}, outside the site's folder`);
    expect(result.stdout + result.stderr).toContain("Copy what it points at into static/");
  });

  it("fails a --strict build", async () => {
    const strict = await buildInProcess(root, "--strict", "--no-cache");
    expect(strict.code, strict.stdout + strict.stderr).toBe(1);
  }, 120_000);
});
