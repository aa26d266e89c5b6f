import { getHeapStatistics } from "node:v8";
import { describe, expect, it } from "vitest";
import { detachedString } from "../src/detachedString.js";
import { collectGarbage } from "./collectGarbage.js";

describe("detachedString", () => {
  it("gives back the very text of a slice, whatever its characters", () => {
    const text = `---\ntitle: Ünïcödé 😀 and a lone \ud800 surrogate "quoted" \\ back\n---\n${"body ".repeat(1000)}`;
    const slice = text.slice(4, text.indexOf("\n---"));
    expect(detachedString(slice)).toBe(slice);
    expect(detachedString("short")).toBe("short");
    expect(detachedString("")).toBe("");
  });

  it("keeps no longer string alive", () => {
    const used = () => {
      collectGarbage();
      return getHeapStatistics().used_heap_size;
    };
    // What stays in the heap while a part of 40 MB of text is kept, the text itself let go.
    // The text made in a call of its own, whose frame is gone when it returns: one of grownBy's would hold it.
    const partOfText = (part: (text: string) => string) => part("word ".repeat(8_000_000) + Math.random());
    const grownBy = (part: (text: string) => string) => {
      const before = used();
      const kept = partOfText(part);
      const grown = used() - before;
      // Not through expect, which would hold the kept part, and with it the text, after the call.
      if (kept.length !== 100) throw new Error(`kept ${kept.length} characters`);
      return grown;
    };
    expect(grownBy((text) => detachedString(text.slice(1000, 1100)))).toBeLessThan(1_000_000);
    // V8's slice is a view that keeps the whole text, as the test can see.
    expect(grownBy((text) => text.slice(1000, 1100))).toBeGreaterThan(30_000_000);
  });
});
