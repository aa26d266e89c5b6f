// Front matter parsed by one build is kept for the next by its YAML text: the same fields and lines come
// back for any file holding that text, no page shares another's object, and a store from another edsite, or
// fields JSON cannot carry, are never served.
import { mkdtemp, readFile, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { FrontMatterStore } from "../../src/content/frontMatterStore.js";
import { splitFrontMatter } from "../../src/content/readSource.js";
import { FrontMatterError } from "../../src/errors.js";

const page = (yaml: string, body = "# A page\n") => `---\n${yaml}\n---\n${body}`;

/** The store's file with one kept entry's fields replaced, so a later read shows whether it came from there. */
async function tamper(file: string, yaml: string, fields: Record<string, unknown>): Promise<void> {
  const lines = (await readFile(file, "utf8")).split("\n").map((line, i) => {
    if (i === 0 || line === "") return line;
    const [text, , lines] = JSON.parse(line) as [string, string, unknown];
    return text === yaml ? JSON.stringify([text, JSON.stringify(fields), lines]) : line;
  });
  await writeFile(file, lines.join("\n"));
}

describe("FrontMatterStore", () => {
  it("splits as splitFrontMatter does, and serves the next build the fields it kept", async () => {
    const file = path.join(await mkdtemp(path.join(os.tmpdir(), "edsite-fm-")), "front-matter.jsonl");
    const yaml = "title: Swapping\ntags:\n  - keys\nsidebar_position: 2";
    const first = await FrontMatterStore.open(file, "v1");
    expect(first.split(page(yaml), "/a.md")).toEqual(splitFrontMatter(page(yaml), "/a.md"));
    await first.save();

    await tamper(file, yaml, { title: "From the store" });
    const second = await FrontMatterStore.open(file, "v1");
    const split = second.split(page(yaml, "Other text\n"), "/b.md");
    expect(split.frontMatter).toEqual({ title: "From the store" });
    // Lines and body are the file's own, as splitFrontMatter gives them.
    expect(split.fieldLines).toEqual({ title: 2, tags: 3, sidebar_position: 5 });
    expect(split.body).toBe(splitFrontMatter(page(yaml, "Other text\n"), "/b.md").body);
  });

  it("gives each page an object of its own", async () => {
    const store = await FrontMatterStore.open(path.join(await mkdtemp(path.join(os.tmpdir(), "edsite-fm-")), "fm.jsonl"), "v1");
    const one = store.split(page("tags: [a]"), "/one.md").frontMatter;
    (one.tags as string[]).push("changed by a collector");
    expect(store.split(page("tags: [a]"), "/two.md").frontMatter).toEqual({ tags: ["a"] });
  });

  it("serves nothing from another edsite's store, and keeps no fields JSON cannot carry", async () => {
    const file = path.join(await mkdtemp(path.join(os.tmpdir(), "edsite-fm-")), "front-matter.jsonl");
    const store = await FrontMatterStore.open(file, "v1");
    store.split(page("title: Kept"), "/a.md");
    expect(store.split(page("weight: .inf"), "/b.md").frontMatter).toEqual({ weight: Infinity });
    await store.save();
    expect((await readFile(file, "utf8")).split("\n").filter(Boolean)).toHaveLength(2);

    await tamper(file, "title: Kept", { title: "From the store" });
    expect((await FrontMatterStore.open(file, "v2")).split(page("title: Kept"), "/a.md").frontMatter).toEqual({ title: "Kept" });
    await writeFile(file, "not what edsite writes\n");
    expect((await FrontMatterStore.open(file, "v1")).split(page("title: Kept"), "/a.md").frontMatter).toEqual({ title: "Kept" });
  });

  it("still names the file and line of front matter that does not parse", async () => {
    const store = await FrontMatterStore.open(path.join(await mkdtemp(path.join(os.tmpdir(), "edsite-fm-")), "fm.jsonl"), "v1");
    let thrown: unknown;
    try {
      store.split(page("title: [unclosed"), "/broken.md");
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(FrontMatterError);
    expect(thrown).toMatchObject({ file: "/broken.md", line: expect.any(Number) });
  });
});
