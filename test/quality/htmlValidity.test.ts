import { describe, expect, inject, it } from "vitest";
import path from "node:path";
import { walkFiles } from "../../src/content/walkFiles.js";
import { validateHtml } from "./validateHtml.js";

describe("HTML validity (Nu Html Checker)", () => {
  it("finds no error in any page of the built site", async () => {
    const dist = inject("kiDist");
    // x.html is a byte-for-byte copy of x/index.html, so the index files and 404.html cover every page.
    const files = (await walkFiles(dist, (f) => f.endsWith("/index.html") || f === "index.html" || f.endsWith("404.html"))).map((f) => path.join(dist, f));
    expect(files.length).toBeGreaterThanOrEqual(44);
    const problems = await validateHtml(files);
    expect(problems.map((p) => `${path.relative(dist, p.file)}:${p.line}: ${p.message}`)).toEqual([]);
  });

  it("can fail: a page with a duplicate id and an unencoded # in a fragment", async () => {
    const problems = await validateHtml([path.resolve("test/fixtures/quality-bad/invalid.html")]);
    expect(problems.map((p) => p.message).join("\n")).toMatch(/Duplicate ID “same”/);
    expect(problems.map((p) => p.message).join("\n")).toMatch(/Illegal character in fragment/);
  });
});
