import { describe, expect, it } from "vitest";
import { mkdtemp, mkdir, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { readStrings } from "../../src/content/readStrings.js";

describe("readStrings", () => {
  it("lays the site's strings over the theme's and accepts Docusaurus {message} entries", async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), "edsite-i18n-"));
    await writeFile(path.join(dir, "theme.json"), JSON.stringify({ a: "theme a", b: "theme b" }));
    await mkdir(path.join(dir, "en"));
    await writeFile(path.join(dir, "en", "site.json"), JSON.stringify({ b: { message: "site b", description: "why" } }));
    expect(await readStrings(path.join(dir, "en"), path.join(dir, "theme.json"))).toEqual({ a: "theme a", b: "site b" });
  });

  it("names the file when a value is not text", async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), "edsite-i18n-"));
    await writeFile(path.join(dir, "bad.json"), JSON.stringify({ a: 3 }));
    await expect(readStrings(dir)).rejects.toMatchObject({ message: "UI string `a` must be text.", file: path.join(dir, "bad.json") });
  });
});
