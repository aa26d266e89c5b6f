import { describe, expect, it } from "vitest";
import { excerptBefore } from "../../../src/content/blog/truncateMarker.js";

describe("excerptBefore", () => {
  it("returns the lines above the marker", () => {
    expect(excerptBefore("Intro\n\n<!-- truncate -->\n\nMore")).toBe("Intro\n\n");
    expect(excerptBefore("Intro\n  {/* truncate */}  \nMore")).toBe("Intro\n");
  });

  it("ignores a marker inside fenced code or sharing its line with text", () => {
    expect(excerptBefore("~~~\n<!-- truncate -->\n~~~\nText")).toBeUndefined();
    expect(excerptBefore("Text <!-- truncate -->\n")).toBeUndefined();
  });

  it("finds the marker after a closed fence", () => {
    expect(excerptBefore("````\n```\n<!-- truncate -->\n````\nA\n<!-- truncate -->\nB")).toBe("````\n```\n<!-- truncate -->\n````\nA\n");
  });
});
