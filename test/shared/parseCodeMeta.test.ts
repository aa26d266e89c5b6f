import { expect, test } from "vitest";
import { parseCodeMeta } from "../../src/shared/parseCodeMeta.js";

test("reads a quoted title, line ranges and showLineNumbers", () => {
  const meta = parseCodeMeta('title="src/main.rs" {1,3-4} showLineNumbers');
  expect(meta.title).toBe("src/main.rs");
  expect([...meta.highlightLines]).toEqual([1, 3, 4]);
  expect(meta.showLineNumbers).toBe(true);
  expect(meta.firstLineNumber).toBe(1);
});

test("showLineNumbers=N gives the first line's number; a word that only starts like it is not the flag", () => {
  expect(parseCodeMeta("showLineNumbers=12 {2}")).toMatchObject({ showLineNumbers: true, firstLineNumber: 12 });
  expect(parseCodeMeta("showLineNumbersPlease").showLineNumbers).toBe(false);
  expect(parseCodeMeta("showLineNumbers=x").showLineNumbers).toBe(false);
});

test("accepts single-quoted and unquoted titles", () => {
  expect(parseCodeMeta("title='a b.ts'").title).toBe("a b.ts");
  expect(parseCodeMeta("title=config.toml {2}").title).toBe("config.toml");
});

test("has no title, no highlighted lines and no line numbers when the meta is empty", () => {
  const meta = parseCodeMeta(undefined);
  expect(meta).toEqual({ title: undefined, highlightLines: new Set(), showLineNumbers: false, firstLineNumber: 1 });
});

test("ignores malformed ranges instead of failing", () => {
  expect([...parseCodeMeta("{2,5-3,,7}").highlightLines]).toEqual([2, 7]);
});
