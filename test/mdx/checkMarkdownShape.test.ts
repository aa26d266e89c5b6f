// Hostile pages compiled in this thread (the main thread's stack is the smallest a compile runs on): each
// ends in an MdxCompileError with its place and how to fix it, never a hang or a bare stack overflow.
import { describe, expect, test } from "vitest";
import { MdxCompileError } from "../../src/errors.js";
import { compile } from "./renderCompiled.js";

async function failure(body: string): Promise<MdxCompileError> {
  const error = await compile(body).then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(MdxCompileError);
  return error as MdxCompileError;
}

describe("pages the compiler would hang or overflow on", () => {
  test("a paragraph of more than 4,000 emphasis markers, at its first line", async () => {
    const error = await failure(`# T\n\nintro\n${"*a".repeat(4001)}\n`);
    expect(error.message).toMatch(/holds 4,001 emphasis markers/);
    expect([error.line, error.column]).toEqual([3, 1]);
    expect(error.hint).toMatch(/Split the paragraph.*code block/);
  });

  test("a paragraph of more than 5,000 link openings", async () => {
    const error = await failure(`${"[a]".repeat(5001)}\n`);
    expect(error.message).toMatch(/holds 5,001 link openings/);
    expect(error.line).toBe(1);
  });

  test("blockquotes nested 101 deep, at the 101st marker", async () => {
    const error = await failure(`a\n\n${">".repeat(101)} b\n`);
    expect(error.message).toMatch(/Nesting deeper than 100 levels \(blockquotes\/lists\)/);
    expect([error.line, error.column]).toEqual([3, 101]);
    expect(error.hint).toMatch(/at most 100 deep/);
  });

  test("elements nested deeper than 100, on one line, at the 101st", async () => {
    const error = await failure(`${"<div>".repeat(3000)}a${"</div>".repeat(3000)}\n`);
    expect(error.message).toMatch(/Nesting deeper than 100 levels \(blockquotes\/lists\/elements\): this `<div>` is level 101/);
    expect([error.line, error.column]).toEqual([1, 501]);
  });

  test("inline elements deep enough to overflow the parser's stack: the deepest place, not a bare RangeError", async () => {
    const error = await failure(`text\n\n${"<sup>".repeat(15_000)}a${"</sup>".repeat(15_000)}\n`);
    expect(error.message).toMatch(/^Nesting too deep to compile \(JSX\/HTML elements\): 15,000 levels at this line/);
    expect([error.line, error.column]).toEqual([3, 5 * 14_999 + 1]);
    expect(error.cause).toBeInstanceOf(RangeError);
    expect(error.hint).toMatch(/at most 100 deep/);
  }, 30_000);

  test("emphasis nested deeper than 100", async () => {
    const error = await failure(`${"*a ".repeat(150)}b${" c*".repeat(150)}\n`);
    expect(error.message).toMatch(/this `(emphasis|strong)` is level 101/);
    expect(error.line).toBe(1);
  });

  test("what a docs page nests, and its markers, compile as they did", async () => {
    const nested = Array.from({ length: 20 }, (_, i) => `${"  ".repeat(i)}- level ${i + 1}`).join("\n");
    const quoted = `${"> ".repeat(20)}deep quote`;
    const elements = `${"<div>\n\n".repeat(30)}x\n\n${"</div>\n\n".repeat(30)}`;
    const emphasis = Array.from({ length: 500 }, (_, i) => `*word ${i}* and [link](/x) and \`code\``).join(" ");
    const compiled = await compile([nested, quoted, elements, emphasis].join("\n\n"));
    const text = compiled.sections.map((section) => section.text).join(" ");
    expect(text).toContain("level 20");
    expect(text).toContain("deep quote");
  });
});
