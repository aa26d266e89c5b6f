// The caches of a line per page: a save appends what changed, and the file read back is what was saved.
import { mkdtemp, readFile, stat, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { readKeyedLines, saveKeyedLines, type KeyedLinesState } from "../../src/keyedLinesFile.js";

const header = { cache: "test", version: 1 };

async function read(file: string): Promise<{ state: KeyedLinesState | undefined; lines: Map<string, unknown[]> }> {
  const lines = new Map<string, unknown[]>();
  const state = await readKeyedLines(file, () => {}, (value) => {
    if (value[1] === null) lines.delete(value[0] as string);
    else lines.set(value[0] as string, value);
  });
  return { state, lines };
}

/** A save of `lines` whose changed keys are `changed` (a missing one is saved as gone). */
function saveOf(lines: Map<string, unknown[]>, changed: string[]) {
  return { header, all: () => lines.values(), changed: changed.map((key) => lines.get(key) ?? [key, null]) };
}

describe("a file of keyed lines", () => {
  it("appends the changed lines while they replace under half of it, and reads back the last line of each key", async () => {
    const file = path.join(await mkdtemp(path.join(os.tmpdir(), "edsite-keyed-")), "cache.jsonl");
    expect(await readKeyedLines(file, () => {}, () => {})).toBeUndefined();
    const lines = new Map(Array.from({ length: 10 }, (_, i): [string, unknown[]] => [`page-${i}`, [`page-${i}`, "x".repeat(50), i]]));
    let state = await saveKeyedLines(file, saveOf(lines, []), undefined);
    const whole = (await stat(file)).size;
    expect(state.bytes).toBe(whole);

    lines.set("page-3", ["page-3", "edited ✓", 3]);
    lines.delete("page-7");
    state = await saveKeyedLines(file, saveOf(lines, ["page-3", "page-7"]), state);
    const text = await readFile(file, "utf8");
    // Appended: the first lines are as they were.
    expect(text.length).toBeGreaterThan(whole);
    expect(text.split("\n").slice(-3)).toEqual([JSON.stringify(["page-3", "edited ✓", 3]), JSON.stringify(["page-7", null]), ""]);
    const back = await read(file);
    expect([...back.lines.values()]).toEqual(expect.arrayContaining([...lines.values()]));
    expect(back.lines.size).toBe(lines.size);
    expect(back.state).toEqual(state);

    // Replacing most of the lines again writes the file whole, a line a key.
    for (const key of ["page-0", "page-1", "page-2", "page-3", "page-4", "page-5"]) lines.set(key, [key, "rewritten", 0]);
    state = await saveKeyedLines(file, saveOf(lines, ["page-0", "page-1", "page-2", "page-3", "page-4", "page-5"]), back.state);
    expect((await readFile(file, "utf8")).trimEnd().split("\n")).toHaveLength(1 + lines.size);
    expect((await read(file)).lines).toEqual(lines);
    expect(state.replaced).toBe(0);
  });

  it("writes the file whole when another save changed it since it was read", async () => {
    const file = path.join(await mkdtemp(path.join(os.tmpdir(), "edsite-keyed-")), "cache.jsonl");
    const lines = new Map([["a", ["a", 1]], ["b", ["b", 2]], ["c", ["c", 3]], ["d", ["d", 4]]]);
    const state = await saveKeyedLines(file, saveOf(lines, []), undefined);
    // Another process saved the file meanwhile (its own header, say another edsite's).
    await writeFile(file, `${JSON.stringify({ cache: "test", version: 2 })}\n${JSON.stringify(["z", 26])}\n`);
    lines.set("a", ["a", 10]);
    await saveKeyedLines(file, saveOf(lines, ["a"]), state);
    const text = await readFile(file, "utf8");
    expect(text.split("\n")[0]).toBe(JSON.stringify(header));
    expect((await read(file)).lines).toEqual(lines);
  });

  it("refuses a file cut short or a line without its key", async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), "edsite-keyed-"));
    const cut = path.join(dir, "cut.jsonl");
    await writeFile(cut, `${JSON.stringify(header)}\n${JSON.stringify(["a", 1])}\n["b", 2`);
    await expect(read(cut)).rejects.toThrow(/cut short/);
    const keyless = path.join(dir, "keyless.jsonl");
    await writeFile(keyless, `${JSON.stringify(header)}\n${JSON.stringify([1, 2])}\n`);
    await expect(read(keyless)).rejects.toThrow(/keyed/);
  });
});
