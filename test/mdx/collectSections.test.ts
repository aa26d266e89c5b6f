import { readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { expect, test } from "vitest";
import { compile } from "./renderCompiled.js";

const fixture = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../fixtures/mdx-sections/page.mdx");

test("one section per h2/h3, the lead text in a section with an empty id, deeper headings inside", async () => {
  const compiled = await compile(await readFile(fixture, "utf8"), {}, fixture);
  expect(compiled.sections).toEqual([
    { id: "", heading: "", level: 1, text: "Lead paragraph before any section." },
    { id: "first-section", heading: "First section", level: 2, text: "Alpha text." },
    { id: "nested-part", heading: "Nested part", level: 3, text: "Beta text. Deep detail Gamma text." },
    { id: "second-section", heading: "Second section", level: 2, text: "Delta text. Footnote text." },
  ]);
});

test("no lead section when the page starts with a section; JS expressions are not text", async () => {
  const compiled = await compile("## Start\n\nValue {1 + 1} here.\n");
  expect(compiled.sections).toEqual([{ id: "start", heading: "Start", level: 2, text: "Value here." }]);
});
