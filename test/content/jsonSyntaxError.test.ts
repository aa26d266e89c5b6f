import { describe, expect, it } from "vitest";
import { jsonSyntaxError } from "../../src/content/jsonSyntaxError.js";
import { lineAndColumn } from "../../src/textPosition.js";

describe("jsonSyntaxError", () => {
  it("finds nothing wrong in valid JSON of every kind of value", () => {
    const text = '{"a": -1.5e3, "b": [true, false, null, {}], "c": "\\u00e9\\n", "d": []}';
    expect(() => JSON.parse(text)).not.toThrow();
    expect(jsonSyntaxError(text)).toBeUndefined();
  });

  it("places each mistake JSON.parse names no position for, and says what it is", () => {
    const cases: [string, number, RegExp][] = [
      ['{\n  "label": Guide\n}', 13, /`Guide` is not JSON: strings need double quotes/],
      ['{"a": tru}', 6, /`tru` is not JSON/],
      ["[1,]", 3, /a trailing comma before `\]`/],
      ["", 0, /the file ends where a value should be/],
      ['{\n"a": 1\n', 9, /the file ends before the closing `}`/],
      ["{'a': 1}", 1, /double quotes, not single ones/],
      ['{"a" 1}', 5, /a `:` should follow the property name/],
      ['{"a": 1 "b": 2}', 8, /a `,` or `}` should come before `"`/],
      ['{"a": "b\nc"}', 8, /a line break or control character inside a string/],
      ['{"a": 1} x', 9, /more text after the JSON value/],
      ['{"a": "\\q"}', 7, /an escape a JSON string does not know/],
    ];
    for (const [text, offset, problem] of cases) {
      expect(() => JSON.parse(text), text).toThrow();
      const found = jsonSyntaxError(text);
      expect(found?.offset, text).toBe(offset);
      expect(found?.problem, text).toMatch(problem);
    }
  });

  it("turns an offset into a line and column from 1", () => {
    expect(lineAndColumn('{\n  "label": Guide\n}', 13)).toEqual({ line: 2, column: 12 });
    expect(lineAndColumn("x", 0)).toEqual({ line: 1, column: 1 });
  });
});
