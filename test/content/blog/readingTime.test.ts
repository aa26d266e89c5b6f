import { describe, expect, it } from "vitest";
import { readingMinutes } from "../../../src/content/blog/readingTime.js";

describe("readingMinutes", () => {
  it("rounds up and is at least one minute", () => {
    expect(readingMinutes("")).toBe(1);
    expect(readingMinutes("word ".repeat(201))).toBe(2);
  });
});
