// A page's front matter comes off its body with the body's lines where they were in the file, so the MDX
// compiler's positions are the file's. The split looks only as far as the closing fence; these pages, odd
// ones among them, must come apart as a split of every line would take them apart.
import { describe, expect, it } from "vitest";
import { splitFrontMatter } from "../../src/content/readSource.js";
import { FrontMatterError } from "../../src/errors.js";

/** What the YAML parser is handed, and the line it is told the YAML starts after. */
function recordingSplit(text: string) {
  const seen: { yaml: string; offset: number }[] = [];
  const result = splitFrontMatter(text, "/site/docs/a.md", (yaml, _file, offset) => {
    seen.push({ yaml, offset });
    return { parsed: yaml };
  });
  return { ...result, seen };
}

/** The split by whole lines: the YAML between the fences, and the body with each earlier line left empty. */
function byLines(text: string): { yaml: string; body: string } | undefined {
  const lines = text.split("\n");
  if (!/^---[ \t]*$/.test(lines[0]!.replace(/^\uFEFF/, ""))) return undefined;
  const end = lines.findIndex((line, i) => i > 0 && /^---[ \t]*$/.test(line.replace(/\r$/, "")));
  return { yaml: lines.slice(1, end).join("\n"), body: "\n".repeat(end + 1) + lines.slice(end + 1).join("\n") };
}

describe("splitFrontMatter", () => {
  it("keeps the body's lines where they are in the file", () => {
    const { frontMatter, body, seen } = recordingSplit("---\ntitle: A\nsidebar_position: 2\n---\n\n# A\n\nText.\n");
    expect(seen).toEqual([{ yaml: "title: A\nsidebar_position: 2", offset: 1 }]);
    expect(frontMatter).toEqual({ parsed: "title: A\nsidebar_position: 2" });
    expect(body).toBe("\n\n\n\n\n# A\n\nText.\n");
    expect(body.split("\n").indexOf("# A")).toBe(5);
  });

  it("splits every kind of page as a split of all its lines does", () => {
    const pages = [
      "---\n---\n",
      "---\n---",
      "---\n---\nbody",
      "---\ntitle: x\n---",
      "\uFEFF---\ntitle: x\n---\nbody\n",
      "--- \t\ntitle: x\n---  \nbody\n---\nnot a fence any more\n",
      "---\r\ntitle: x\r\n---\r\nbody\r\n",
      "---\ntitle: x\r\n---\r\nbody\r\n",
      "---\na: |\n  ---- not a fence\n---\n\n---\n",
      "---\n\n\n---\n\n\n",
      "# No front matter\n---\ntitle: x\n---\n",
      "",
      "----\ntitle: x\n---\n",
      "x---\n",
    ];
    for (const page of pages) {
      const expected = byLines(page);
      const { body, seen } = recordingSplit(page);
      if (expected === undefined) {
        expect([body, seen], JSON.stringify(page)).toEqual([page, []]);
      } else {
        expect([seen[0]?.yaml, body], JSON.stringify(page)).toEqual([expected.yaml, expected.body]);
      }
    }
  });

  it("says where a front matter block that is never closed starts", () => {
    for (const page of ["---\ntitle: x\n", "---", "---\ntitle: x\n--- no\n"]) {
      const error = (() => {
        try {
          splitFrontMatter(page, "/site/docs/a.md");
        } catch (thrown) {
          return thrown;
        }
      })();
      expect(error, JSON.stringify(page)).toBeInstanceOf(FrontMatterError);
      expect((error as FrontMatterError).message).toMatch(/never closed/);
      expect((error as FrontMatterError).line).toBe(1);
    }
  });
});
