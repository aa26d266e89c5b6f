// A doc whose file name cannot be a URL is reported at the file, with how to rename it, before any route is
// made: its sidebar link used to break every page, and the error blamed the navbar or footer.
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { compileCli } from "../cli.js";
import { builtScenario, strictBuild } from "../failedRebuild.js";

let site: Awaited<ReturnType<typeof builtScenario>>;
const written: string[] = [];

beforeAll(async () => {
  await compileCli();
  site = await builtScenario("site-basic");
}, 120_000);

afterEach(async () => {
  await Promise.all(written.splice(0).map((file) => rm(file, { force: true })));
});

describe("a file name that cannot be a URL", () => {
  const cases: [string, string, RegExp, string][] = [
    ["c#-tips.md", "#", /starts a fragment/, "c-tips.md"],
    ["%20.md", "%", /starts an escape like %20/, "20.md"],
    ["why?.md", "?", /starts a query string/, "why.md"],
  ];
  for (const [name, character, meaning, renamed] of cases) {
    it(`${name}: names the file and how to rename it, and blames no layout`, async () => {
      const file = path.join(site.root, "content/docs", name);
      written.push(file);
      await writeFile(file, "---\ntitle: Odd name\n---\n\n# Odd name\n\nText.\n");
      const result = await strictBuild(site.root, site.goodDist);
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
    const file = path.join(site.root, "content/docs", "two words.md");
    written.push(file);
    await writeFile(file, "---\ntitle: Two words\n---\n\n# Two words\n\nText.\n");
    const result = await strictBuild(site.root, site.goodDist);
    expect(result.code, result.stderr).toBe(0);
  }, 60_000);
});
