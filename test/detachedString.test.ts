import { describe, expect, it } from "vitest";
import { detachedString } from "../src/detachedString.js";
import { heapKeptByPart } from "./collectGarbage.js";

describe("detachedString", () => {
  it("gives back the very text of a slice, whatever its characters", () => {
    const text = `---\ntitle: Ünïcödé 😀 and a lone \ud800 surrogate "quoted" \\ back\n---\n${"body ".repeat(1000)}`;
    const slice = text.slice(4, text.indexOf("\n---"));
    expect(detachedString(slice)).toBe(slice);
    expect(detachedString("short")).toBe("short");
    expect(detachedString("")).toBe("");
  });

  it("keeps no longer string alive", () => {
    expect(heapKeptByPart((text) => detachedString(text.slice(1000, 1100)))).toBeLessThan(1_000_000);
    // V8's slice is a view that keeps the whole text, as the measure can see.
    expect(heapKeptByPart((text) => text.slice(1000, 1100))).toBeGreaterThan(30_000_000);
  });
});
