// `edsite dev` and symbolic links: public/ is served from disk, and a link in it is served only when it
// leads inside the site (as a build copies only those); the watcher follows no link out of the site or into
// a folder that holds it.
import { mkdir, symlink, writeFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { watchSite } from "../../src/dev/watchSite.js";
import { sitePaths } from "../../src/site/sitePaths.js";
import type { DevServer } from "../../src/dev/startDevServer.js";
import { copyFixture, startLogged } from "./devSite.js";

/** Links of every kind in a copy of the fixture; returns the site and the folder outside it. */
async function linkedSite(): Promise<{ root: string; outside: string }> {
  const root = await copyFixture("site-symlinks");
  const outside = path.join(path.dirname(root), "outside");
  await mkdir(outside);
  await writeFile(path.join(outside, "secret.txt"), "outside the project\n");
  await symlink("../assets/logo.txt", path.join(root, "public/inside.txt"));
  await symlink("../assets", path.join(root, "public/folder"));
  await symlink(path.join(outside, "secret.txt"), path.join(root, "public/outside.txt"));
  await symlink(outside, path.join(root, "public/out"));
  await symlink(outside, path.join(root, "content/docs/out"));
  await symlink("..", path.join(root, "content/docs/x"));
  return { root, outside };
}

describe("the dev server and links in public/", () => {
  let server: DevServer;
  let log: string[];
  const get = async (urlPath: string) => {
    const res = await fetch(new URL(urlPath, server.url));
    return { status: res.status, text: await res.text() };
  };
  beforeAll(async () => {
    const { root } = await linkedSite();
    ({ server, log } = await startLogged(root));
    await server.idle();
  }, 60_000);
  afterAll(() => server?.close());

  it("serves a link inside the site as the file it leads to", async () => {
    expect(await get("/inside.txt")).toEqual({ status: 200, text: "logo inside the project\n" });
    expect(await get("/folder/logo.txt")).toEqual({ status: 200, text: "logo inside the project\n" });
    expect(await get("/plain.txt")).toEqual({ status: 200, text: "a plain public file\n" });
  });

  it("never serves what a link outside the site leads to", async () => {
    for (const url of ["/outside.txt", "/out/secret.txt"]) {
      const response = await get(url);
      expect(response.status, url).toBe(404);
      expect(response.text, url).not.toContain("outside the project");
    }
  });

  it("says which links it skipped, as a build does", () => {
    const said = log.join("\n");
    expect(said).toContain("public/outside.txt is a symbolic link to");
    expect(said).toContain("content/docs/x is a symbolic link to ..");
  });
});

describe("the watcher and symbolic links", () => {
  it("reports a change through a link inside the site, none through one outside it or one to a folder above", async () => {
    const { root, outside } = await linkedSite();
    const changed: string[] = [];
    let sawIntro: () => void = () => {};
    const introSeen = new Promise<void>((resolve) => (sawIntro = resolve));
    const watcher = await watchSite(sitePaths(root), (file) => {
      changed.push(file);
      if (file.endsWith("intro.md")) sawIntro();
    });
    try {
      await writeFile(path.join(outside, "secret.txt"), "changed outside\n");
      await writeFile(path.join(root, "assets/logo.txt"), "changed inside\n");
      // Written last: once its change is in, the writes before it have had their time to be reported.
      await new Promise((resolve) => setTimeout(resolve, 300));
      await writeFile(path.join(root, "content/docs/intro.md"), "---\ntitle: Intro\n---\n\n# Intro\n\nChanged.\n");
      await introSeen;
      await new Promise((resolve) => setTimeout(resolve, 200));
    } finally {
      await watcher.close();
    }
    const relative = changed.map((file) => path.relative(root, file));
    expect(relative).toContain("public/folder/logo.txt");
    expect(relative.filter((file) => file.includes("secret.txt") || file.startsWith("content/docs/x/"))).toEqual([]);
  }, 30_000);
});
