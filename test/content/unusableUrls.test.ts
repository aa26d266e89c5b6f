// A doc whose file name cannot be a URL is reported at the file, with how to rename it, before any route is
// made: its sidebar link used to break every page, and the error blamed the navbar or footer.
import { describe, expect, it } from "vitest";
import { breakableScenario } from "../failedRebuild.js";

const site = breakableScenario("site-basic");

describe("a file name that cannot be a URL", () => {
  const cases: [string, string, RegExp, string][] = [
    ["c#-tips.md", "#", /starts a fragment/, "c-tips.md"],
    ["%20.md", "%", /starts an escape like %20/, "20.md"],
    ["why?.md", "?", /starts a query string/, "why.md"],
  ];
  for (const [name, character, meaning, renamed] of cases) {
    it(`${name}: names the file and how to rename it, and blames no layout`, async () => {
      await site.write(`content/docs/${name}`, "---\ntitle: Odd name\n---\n\n# Odd name\n\nText.\n");
      const result = await site.build();
      expect(result.code).toBe(1);
      expect(result.stderr).toContain(`The URL of content/docs/${name} would be /fx/docs/${name.replace(/\.md$/, "")}, and \`${character}\` in a URL`);
      expect(result.stderr).toMatch(meaning);
      expect(result.stderr).toContain(`at content/docs/${name}`);
      expect(result.stderr).toContain(`→ Rename the file without \`${character}\` (for example ${renamed})`);
      expect(result.stderr).not.toMatch(/navbar|footer|broken-link/);
      expect(result.distUntouched).toBe(true);
    }, 60_000);
  }

  it("a space is no such character: the page builds and its links pass the strict checks", async () => {
    await site.write("content/docs/two words.md", "---\ntitle: Two words\n---\n\n# Two words\n\nText.\n");
    const result = await site.build();
    expect(result.code, result.stderr).toBe(0);
  }, 60_000);
});
