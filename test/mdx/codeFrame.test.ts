import { expect, test } from "vitest";
import { codeFrame } from "../../src/mdx/codeFrame.js";

const text = ["one", "two", "three {bad", "four", "five", "six"].join("\n");

test("shows two lines either side, marks the line and puts a caret under the column", () => {
  expect(codeFrame(text, 3, 7)).toBe(
    ["  1 | one", "  2 | two", "> 3 | three {bad", "    |       ^", "  4 | four", "  5 | five"].join("\n"),
  );
});

test("clips at the start and end of the file and pads line numbers to one width", () => {
  const long = Array.from({ length: 12 }, (_, i) => `line ${i + 1}`).join("\n");
  expect(codeFrame(long, 11, 1)).toBe(
    ["   9 | line 9", "  10 | line 10", "> 11 | line 11", "     | ^", "  12 | line 12"].join("\n"),
  );
  expect(codeFrame(text, 1)).toBe(["> 1 | one", "  2 | two", "  3 | three {bad"].join("\n"));
});

test("keeps tabs so the caret lines up with tab-indented text", () => {
  expect(codeFrame("\tx{", 1, 3).split("\n")[1]).toBe("    | \t ^");
});

test("shows a window of a line too long for a terminal, with the caret under the column", () => {
  const long = `${"a".repeat(5000)}{${"b".repeat(5000)}`;
  const [shown, caret] = codeFrame(long, 1, 5001).split("\n");
  expect(shown!.length).toBeLessThan(200);
  expect(shown).toMatch(/^> 1 \| …a+\{b+…$/);
  expect(caret!.indexOf("^")).toBe(shown!.indexOf("{"));
  expect(codeFrame("x".repeat(10_000), 1).length).toBeLessThan(200);
});
