import { describe, expect, it } from "vitest";
import { detachedString } from "../src/detachedString.js";

describe("detachedString", () => {
  it("gives back the very text of a slice, whatever its characters", () => {
    const text = `---\ntitle: Ünïcödé 😀 and a lone \ud800 surrogate "quoted" \\ back\n---\n${"body ".repeat(1000)}`;
    const slice = text.slice(4, text.indexOf("\n---"));
    expect(detachedString(slice)).toBe(slice);
    expect(detachedString("short")).toBe("short");
    expect(detachedString("")).toBe("");
  });
});
