// The dev build reuses compiled pages, esbuild contexts and rendered pages between builds. What it serves
// must still be exactly what `build` writes, after every kind of edit.
import { describe, expect, it } from "vitest";
import { readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { buildSite, type SiteOutput } from "../../src/site/buildSite.js";
import { silentReporter } from "../../src/site/reporter.js";
import { createDevBuilder, type DevBuildOutcome } from "../../src/dev/devBuilder.js";
import { copyFixture } from "./devSite.js";
import { CompileCache } from "../../src/compile/compileCache.js";

/**
 * The files of a build by path. The search files' names carry the build's time, so that part is masked.
 */
function filesOf(site: SiteOutput): Map<string, string> {
  const mask = (text: string) => text.replace(/(search-doc|lunr-index)-\d+/g, "$1-T");
  const text = (f: SiteOutput["files"][number]) =>
    typeof f.contents === "string" ? f.contents : Buffer.from(f.contents).toString(f.path.endsWith(".html") ? "utf8" : "base64");
  return new Map(site.files.map((f) => [mask(f.path), mask(text(f))]));
}

function built(outcome: DevBuildOutcome): Extract<DevBuildOutcome, { ok: true }> {
  if (!outcome.ok) throw outcome.error;
  return outcome;
}

async function expectSameAsBuild(root: string, outcome: DevBuildOutcome): Promise<void> {
  const fresh = await buildSite({ root, reporter: silentReporter(), compileCache: CompileCache.inMemory() });
  // dev adds the search files after serving the pages.
  const site = built(outcome).site;
  const later = (await site.searchLater?.build()) ?? [];
  expect(later.length).toBeGreaterThan(0);
  const dev = filesOf({ ...site, files: [...site.files, ...later] });
  const expected = filesOf(fresh);
  expect([...dev.keys()].sort()).toEqual([...expected.keys()].sort());
  for (const [file, contents] of expected) expect(dev.get(file), file).toBe(contents);
  expect(built(outcome).site.findings).toEqual(fresh.findings);
}

describe("createDevBuilder", () => {
  // Small sites bundle route by route; big ones (more routes than separateRouteBuilds) bundle whole.
  it.each([
    ["route by route", undefined],
    ["whole", 0],
  ])("builds exactly what build builds, before and after edits, compiling only what changed (bundled %s)", async (_, separateRouteBuilds) => {
    const root = await copyFixture("site-basic");
    const builder = await createDevBuilder({ root, separateRouteBuilds });
    try {
      const first = built(await builder.build());
      expect(first.compiled).toBeGreaterThan(3);
      await expectSameAsBuild(root, first);

      await writeFile(path.join(root, "content/docs/guide/setup.md"), "---\ntitle: Setup\nsidebar_label: Setting up\n---\n\n# Setup\n\n## Install it\n\nRun the new installer.\n");
      const edited = built(await builder.build());
      expect(edited.compiled).toBe(1);
      await expectSameAsBuild(root, edited);

      // intro.md and reference/api.md link to setup.md: deleting it changes how their links resolve, so
      // those two compile again, and nothing else does.
      await rm(path.join(root, "content/docs/guide/setup.md"));
      const deleted = built(await builder.build());
      expect(deleted.compiled).toBe(2);
      expect(deleted.site.findings.map((f) => f.kind)).toContain("missing-md-file");
      await expectSameAsBuild(root, deleted);
    } finally {
      await builder.dispose();
    }
  });

  it("starts from the pages compiled by the last session", async () => {
    const root = await copyFixture("site-basic");
    const first = await createDevBuilder({ root });
    expect(built(await first.build()).compiled).toBeGreaterThan(3);
    await first.dispose();

    const second = await createDevBuilder({ root });
    try {
      const outcome = built(await second.build());
      expect(outcome.compiled).toBe(0);
      await expectSameAsBuild(root, outcome);
    } finally {
      await second.dispose();
    }
  });

  it("reports a failed build and builds again once the file is fixed", async () => {
    const root = await copyFixture("site-basic");
    const builder = await createDevBuilder({ root });
    try {
      built(await builder.build());
      await writeFile(path.join(root, "content/docs/intro.md"), "# Intro\n\nBroken {brace\n");
      const failed = await builder.build();
      expect(failed.ok).toBe(false);
      await writeFile(path.join(root, "content/docs/intro.md"), "# Intro\n\nMended.\n");
      await expectSameAsBuild(root, await builder.build());
    } finally {
      await builder.dispose();
    }
  });

  it("after a change to a component pages share, serves what build writes", async () => {
    const root = await copyFixture("site-basic");
    const builder = await createDevBuilder({ root });
    try {
      built(await builder.build());
      const badge = path.join(root, "components/Badge.tsx");
      await writeFile(badge, (await readFile(badge, "utf8")).replace('className="fixture-badge"', 'className="fixture-badge edited"'));
      const edited = built(await builder.build());
      expect(edited.compiled).toBe(0);
      await expectSameAsBuild(root, edited);
      const api = edited.site.files.find((f) => f.path.endsWith("docs/reference/api/index.html"))!;
      expect(Buffer.from(api.contents).toString()).toContain('class="fixture-badge edited"');
    } finally {
      await builder.dispose();
    }
  });

  it("after a change to one page's text, renders that page alone and serves it with the others as build does", async () => {
    const root = await copyFixture("site-basic");
    const builder = await createDevBuilder({ root });
    try {
      const first = built(await builder.build());
      expect(first.rendered).toBe(first.site.routes.length + 1);
      const api = path.join(root, "content/docs/reference/api.md");
      await writeFile(api, (await readFile(api, "utf8")).replace("See [setup]", "Now see [setup]"));
      const edited = built(await builder.build());
      expect(edited.compiled).toBe(1);
      expect(edited.rendered).toBe(1);
      await expectSameAsBuild(root, edited);
      const again = built(await builder.build());
      expect(again.rendered).toBe(0);
    } finally {
      await builder.dispose();
    }
  });
});
