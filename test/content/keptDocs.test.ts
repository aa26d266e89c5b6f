// A doc whose file keeps its stamp is described from what the last build read of it, without reading it: the
// same doc as a fresh read gives, its body read only when asked for. A file saved since, one saved too
// recently for its stamp to tell, or a store from another edsite, is read again.
import { mkdtemp, mkdir, readFile, utimes, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { collectDocs, letBodiesGo } from "../../src/content/collectDocs.js";
import { KeptDocs } from "../../src/content/keptDocs.js";
import { splitFrontMatter } from "../../src/content/readSource.js";
import type { DocSource } from "../../src/types.js";

const PAGES: Record<string, string> = {
  "intro.md": "---\ntitle: Intro\nsidebar_position: 1\n---\n\nThe first page.\n",
  "guide/index.md": "# Guide overview\n\nWhere to start.\n",
  "guide/02-setup.md": "---\nsidebar_label: Set it up\n---\n\n```md\n# not the title\n```\n\n# Setup *now*\n\nSteps.\n",
};

async function docsFolder(): Promise<{ dir: string; store: string }> {
  const top = await mkdtemp(path.join(os.tmpdir(), "edsite-kept-docs-"));
  const dir = path.join(top, "docs");
  const then = new Date(Date.now() - 60_000);
  for (const [name, text] of Object.entries(PAGES)) {
    await mkdir(path.dirname(path.join(dir, name)), { recursive: true });
    await writeFile(path.join(dir, name), text);
    await utimes(path.join(dir, name), then, then);
  }
  return { dir, store: path.join(top, "docs.jsonl") };
}

/** collectDocs with the store in `file`, counting the files it split; the store is saved after. */
async function collect(dir: string, file: string, version = "v1") {
  const kept = await KeptDocs.open(file, version, Date.now());
  const split: string[] = [];
  const result = await collectDocs(dir, "/b/docs", { kept, split: (text, name) => (split.push(path.relative(dir, name)), splitFrontMatter(text, name)) });
  await kept.save();
  return { ...result, split: split.sort() };
}

/** A doc as plain data, its body read. */
const plain = (doc: DocSource) => ({ ...doc });
const byId = (docs: DocSource[]) => Object.fromEntries(docs.map((doc) => [doc.id, doc]));

describe("docs kept by their files' stamps", () => {
  it("describes an unchanged doc as a fresh read does, reading its body only when asked", async () => {
    const { dir, store } = await docsFolder();
    const fresh = await collectDocs(dir, "/b/docs");
    const first = await collect(dir, store);
    expect(first.split).toEqual(["guide/02-setup.md", "guide/index.md", "intro.md"]);

    const second = await collect(dir, store);
    expect(second.split).toEqual([]);
    expect(second.errors).toEqual([]);
    const kept = byId(second.docs);
    expect(kept["guide/index"]!.title).toBe("Guide overview");
    expect(kept["guide/setup"]).toMatchObject({ title: "Setup now", sidebarLabel: "Set it up", sidebarPosition: 2 });
    // The body is read now, from the file, once.
    for (const doc of fresh.docs) {
      const { bodyHash, ...rest } = plain(kept[doc.id]!);
      expect(rest).toEqual(doc);
      expect(bodyHash).toMatch(/^[\w-]{27}$/);
    }
  });

  it("reads a file saved since again, and keeps the new reading", async () => {
    const { dir, store } = await docsFolder();
    await collect(dir, store);
    const intro = path.join(dir, "intro.md");
    await writeFile(intro, (await readFile(intro, "utf8")).replace("title: Intro", "title: Welcome"));
    // Saved just now: read, but not kept, since a save in the same second may leave its stamp as it is.
    const saved = await collect(dir, store);
    expect(saved.split).toEqual(["intro.md"]);
    expect(byId(saved.docs)["intro"]!.title).toBe("Welcome");
    expect((await collect(dir, store)).split).toEqual(["intro.md"]);
    // Settled, it is kept.
    const then = new Date(Date.now() - 30_000);
    await utimes(intro, then, then);
    expect((await collect(dir, store)).split).toEqual(["intro.md"]);
    const settled = await collect(dir, store);
    expect(settled.split).toEqual([]);
    expect(byId(settled.docs)["intro"]!.title).toBe("Welcome");
  });

  it("says so when a kept doc's file changes before its body is read", async () => {
    const { dir, store } = await docsFolder();
    await collect(dir, store);
    const { docs } = await collect(dir, store);
    const intro = docs.find((doc) => doc.id === "intro")!;
    await writeFile(intro.file, PAGES["intro.md"]!.replace("The first page.", "Another text."));
    expect(() => intro.body).toThrow(expect.objectContaining({ file: intro.file, message: "This doc changed while the site was being built.", hint: "Build again once the file is saved." }));
  });

  it("lets the bodies read afresh go once compiled, and reads one again from its file when asked", async () => {
    const { dir, store } = await docsFolder();
    const { docs } = await collect(dir, store);
    const unkept = (await collectDocs(dir, "/b/docs")).docs;
    letBodiesGo([...docs, ...unkept]);
    const intro = docs.find((doc) => doc.id === "intro")!;
    // Asked again (a render failure placed in the writer's file), the body is the one compiled.
    expect(intro.body).toBe("\n\n\n\n\nThe first page.\n");
    const setup = docs.find((doc) => doc.id === "guide/setup")!;
    await writeFile(setup.file, PAGES["guide/02-setup.md"]!.replace("Steps.", "Other steps."));
    // Read from the file, not kept: a file saved since is not taken for the text that was compiled.
    expect(() => setup.body).toThrow(/changed while the site was being built/);
    // A doc that does not know its body's hash cannot check a second reading, and keeps its body.
    const unkeptSetup = unkept.find((doc) => doc.id === "guide/setup")!;
    expect(unkeptSetup.body).toContain("Steps.");
    expect(unkeptSetup.body).not.toContain("Other steps.");
  });

  it("reads everything again with a store from another edsite, or one that does not read back", async () => {
    const { dir, store } = await docsFolder();
    await collect(dir, store);
    expect((await collect(dir, store, "v2")).split).toHaveLength(3);
    await writeFile(store, (await readFile(store, "utf8")).slice(0, -5));
    expect((await collect(dir, store, "v2")).split).toHaveLength(3);
    expect((await collect(dir, store, "v2")).split).toEqual([]);
  });
});
