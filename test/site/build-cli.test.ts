import { describe, expect, it } from "vitest";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { edsite, scenario } from "../cli.js";

describe("edsite build --strict", () => {
  const cases: [string, RegExp[]][] = [
    ["strict-broken-link", [/\[broken-link\] Link to \/s\/docs\/nowhere/, /content\/docs\/intro\.md:3:\d+/]],
    ["strict-broken-anchor", [/\[broken-anchor\] Anchor #no-such-heading does not exist on \/s\/docs\/other/, /content\/docs\/intro\.md:3:\d+/]],
    ["strict-duplicate-route", [/\[duplicate-route\] Two pages claim \/s\/docs\/same: .*first\.md and .*second\.md/]],
    ["strict-missing-md", [/\[missing-md-file\].*setup\.md/, /content\/docs\/intro\.md:3:\d+/]],
  ];
  for (const [name, patterns] of cases) {
    it(`fails on ${name.replace("strict-", "")}, naming the file and the link`, async () => {
      const root = await scenario(name);
      const strict = await edsite(root, "build", "--strict");
      expect(strict.code, strict.stderr).toBe(1);
      for (const pattern of patterns) expect(strict.stderr).toMatch(pattern);
      expect(strict.stderr).not.toMatch(/^\s+at .*\.js:\d+:\d+\)?$/m);

      const lenient = await edsite(root, "build");
      expect(lenient.code, lenient.stderr).toBe(0);
      expect(lenient.stderr).toMatch(/warning/);
    });
  }
});

describe("bad input", () => {
  const cases: [string, RegExp][] = [
    ["bad-mdx", /content\/docs\/intro\.md:5:\d+/],
    ["bad-frontmatter", /content\/docs\/intro\.md:3:\d+/],
    ["bad-config", /navbar\.items\[0\]\.type: "dropdwn" \(label "More"\) is not a known item type; expected one of docSidebar, doc, docsVersion, docsVersionDropdown, link, html, dropdown, search, localeDropdown/],
  ];
  for (const [name, where] of cases) {
    it(`${name}: a clear error, exit 1, and the previous dist/ left as it was`, async () => {
      const root = await scenario(name);
      await mkdir(path.join(root, "dist"), { recursive: true });
      await writeFile(path.join(root, "dist", "previous.txt"), "last good build");
      const result = await edsite(root, "build");
      expect(result.code).toBe(1);
      expect(result.stderr).toMatch(where);
      expect(result.stderr).toMatch(/→ /);
      expect(result.stderr).not.toMatch(/^\s+at .*\.js:\d+:\d+\)?$/m);
      expect(await readFile(path.join(root, "dist", "previous.txt"), "utf8")).toBe("last good build");
    });
  }
});

describe("edsite --help", () => {
  it("lists build, dev, serve and check-links", async () => {
    const { stdout } = await edsite(".", "--help");
    for (const command of ["build", "dev", "serve", "check-links"]) expect(stdout).toContain(command);
  });
});

describe("edsite build on the basic fixture", () => {
  it("renders a React component imported from MDX through @site/, and highlighted code with its title", async () => {
    // A copy: the CLI keeps its cache beside the site, and one left in the fixture would serve the next run's
    // pages without compiling them.
    const root = await scenario("site-basic");
    const result = await edsite(root, "build", "--strict");
    expect(result.code, result.stderr).toBe(0);
    const html = await readFile(path.join(root, "dist/fx/docs/reference/api/index.html"), "utf8");
    expect(html).toContain('<span class="fixture-badge">stable</span>');
    expect(html).toContain('<figcaption class="code-block-title">example.ts</figcaption>');
    expect(html).toMatch(/class="line highlighted"/);
  });
});

describe("the config's checks", () => {
  const withChecks = async (checks: string) => {
    const root = await scenario("strict-broken-link");
    await writeFile(path.join(root, "edsite.config.ts"), `import base from "../_shared/base-config.ts";\nexport default { ...base, checks: ${checks} };\n`);
    return root;
  };

  it('fail the build without --strict on a kind of finding set to "throw", and keep the previous output', async () => {
    const root = await withChecks(`{ brokenLinks: "warn" }`);
    expect((await edsite(root, "build")).code).toBe(0);
    const page = path.join(root, "dist/s/docs/intro/index.html");
    const before = await readFile(page, "utf8");
    await writeFile(path.join(root, "edsite.config.ts"), (await readFile(path.join(root, "edsite.config.ts"), "utf8")).replace('"warn"', '"throw"'));
    await writeFile(path.join(root, "content/docs/intro.md"), (await readFile(path.join(root, "content/docs/intro.md"), "utf8")) + "\nA new line.\n");
    const result = await edsite(root, "build");
    expect(result.code, result.stderr).toBe(1);
    expect(result.stderr).toMatch(/\d+ problem\(s\) found; they fail the build, as the config's checks ask \("throw"\)/);
    expect(result.stderr).toMatch(/\[broken-link\] Link to \/s\/docs\/nowhere/);
    expect(await readFile(page, "utf8")).toBe(before);
  });

  it('leave out a kind of finding set to "ignore", even under --strict', async () => {
    const root = await withChecks(`{ brokenLinks: "ignore" }`);
    const result = await edsite(root, "build", "--strict");
    expect(result.code, result.stderr).toBe(0);
    expect(result.stderr).not.toMatch(/broken-link/);
  });
});
