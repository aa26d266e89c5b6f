// Symbolic links in public/: one that leads inside the project is copied as the file it leads to, one that
// leads out of it (or nowhere, or round in a loop) is never copied and is a finding, which --strict fails on.
// The links are made here, in a copy of the fixture: git cannot carry them all, and one that leads outside
// the repository must point at a place made at test time.
import { lstat, mkdir, readFile, readdir, symlink, writeFile } from "node:fs/promises";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { buildInProcess, scenario } from "../cli.js";

/** Links that all lead inside the site: public/inside.txt to a file, public/folder to a folder. */
async function addInsideLinks(root: string): Promise<void> {
  await symlink("../assets/logo.txt", path.join(root, "public/inside.txt"));
  await symlink("../assets", path.join(root, "public/folder"));
}

/** Links a build must not follow; returns the file the outside one points at. */
async function addBadLinks(root: string): Promise<string> {
  const secret = path.join(path.dirname(root), "secret.txt");
  await writeFile(secret, "outside the project\n");
  await symlink(secret, path.join(root, "public/outside.txt"));
  await symlink("nowhere.txt", path.join(root, "public/dangling.txt"));
  await symlink("loop-b", path.join(root, "public/loop-a"));
  await symlink("loop-a", path.join(root, "public/loop-b"));
  return secret;
}

/** Every path under a folder that is a symbolic link. */
async function linksUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isSymbolicLink()).map((entry) => path.join(entry.parentPath, entry.name));
}

describe("a link in public/ that leads inside the project", () => {
  let root: string;
  let result: Awaited<ReturnType<typeof buildInProcess>>;
  beforeAll(async () => {
    root = await scenario("site-symlinks");
    await addInsideLinks(root);
    result = await buildInProcess(root, "--strict", "--no-cache");
  }, 120_000);

  it("is no finding: the strict build passes", () => {
    expect(result.code, result.stdout + result.stderr).toBe(0);
    expect(result.stdout + result.stderr).not.toContain("[symlink]");
  });

  it("is copied as the file it leads to, and a linked folder as its files: no link in the output", async () => {
    const dist = path.join(root, "dist");
    expect(await readFile(path.join(dist, "inside.txt"), "utf8")).toBe("logo inside the project\n");
    expect((await lstat(path.join(dist, "inside.txt"))).isFile()).toBe(true);
    expect(await readFile(path.join(dist, "folder/logo.txt"), "utf8")).toBe("logo inside the project\n");
    expect((await lstat(path.join(dist, "folder"))).isDirectory()).toBe(true);
    expect(await readFile(path.join(dist, "plain.txt"), "utf8")).toBe("a plain public file\n");
    expect(await linksUnder(dist)).toEqual([]);
  });
});

describe("links in public/ that lead outside the project, nowhere, or round in a loop", () => {
  let root: string;
  let secret: string;
  beforeAll(async () => {
    root = await scenario("site-symlinks");
    await addInsideLinks(root);
    secret = await addBadLinks(root);
  }, 120_000);

  it("fail a --strict build, which leaves the last output as it was", async () => {
    await mkdir(path.join(root, "dist"));
    await writeFile(path.join(root, "dist/last-good.txt"), "last good");
    const result = await buildInProcess(root, "--strict", "--no-cache");
    const output = result.stdout + result.stderr;
    expect(result.code, output).toBe(1);
    expect(output).toContain(`public/outside.txt is a symbolic link to ${secret}, outside the site's folder`);
    expect(await readdir(path.join(root, "dist"))).toEqual(["last-good.txt"]);
  }, 120_000);

  it("are warnings otherwise, each naming the link, where it points and what to do, and are not copied", async () => {
    const result = await buildInProcess(root, "--no-cache");
    const output = result.stdout + result.stderr;
    expect(result.code, output).toBe(0);
    expect(output).toMatch(/\[symlink\] public\/outside\.txt is a symbolic link to .*secret\.txt, outside the site's folder .*Copy what it points at into public\/, or point the link at something inside the site/);
    expect(output).toMatch(/\[symlink\] public\/dangling\.txt is a symbolic link to nowhere\.txt, which does not exist/);
    expect(output).toMatch(/\[symlink\] public\/loop-a is a symbolic link to loop-b that leads back to itself/);
    const dist = path.join(root, "dist");
    const files = await readdir(dist);
    for (const name of ["outside.txt", "dangling.txt", "loop-a", "loop-b"]) expect(files).not.toContain(name);
    // The good links beside them are copied as usual.
    expect(await readFile(path.join(dist, "inside.txt"), "utf8")).toBe("logo inside the project\n");
    expect(await linksUnder(dist)).toEqual([]);
  }, 120_000);
});
