import { describe, expect, it } from "vitest";
import { placeFindings } from "../../src/check/placeFindings.js";
import type { Finding } from "../../src/types.js";

const files: Record<string, string> = {
  "/site/docs/page.md": "# Page\n\nSome text.\n\n<img src=\"./nope.png\" alt=\"\" />\n",
  "/site/docs/plain.md": "# Plain\n",
  "/site/docs/claims.md": "---\ntitle: Claims\nslug: /\n---\n# Claims\n",
};
const read = (file: string) => files[file];

describe("placeFindings", () => {
  it("places a link written in JSX at its attribute", () => {
    const [placed] = placeFindings([{ kind: "broken-link", message: "Link to /docs/nope.png", url: "./nope.png", source: { file: "/site/docs/page.md" } }], read);
    expect(placed!.source).toEqual({ file: "/site/docs/page.md", line: 5, column: 11 });
  });

  it("places two pages on one URL at the slug of the page that chose it, whichever was reported", () => {
    const finding: Finding = { kind: "duplicate-route", message: "Two pages claim /docs", source: { file: "/site/docs/plain.md" }, sources: ["/site/docs/plain.md", "/site/docs/claims.md"] };
    expect(placeFindings([finding], read)[0]!.source).toEqual({ file: "/site/docs/claims.md", line: 3, column: 1 });
  });

  it("leaves findings that already have a line, and those it cannot place, as they are", () => {
    const located: Finding = { kind: "broken-link", message: "m", url: "./a", source: { file: "/site/docs/page.md", line: 1, column: 1 } };
    const nowhere: Finding = { kind: "broken-link", message: "m", url: "./not-in-the-text", source: { file: "/site/docs/page.md" } };
    const unreadable: Finding = { kind: "broken-link", message: "m", url: "./a", source: { file: "/site/gone.md" } };
    expect(placeFindings([located, nowhere, unreadable], read)).toEqual([located, nowhere, unreadable]);
  });
});
