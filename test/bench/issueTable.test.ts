// The bench's reading of a build's output (the time of each stage) and the table of issue 24 it writes from a
// report: the figures, the targets, whether each is met, and the rows a run did not measure.
import { rm } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { stageTimes } from "../../scripts/bench/siteBuilds.mjs";
import { issueRows, markdownTable } from "../../scripts/bench/issueTable.mjs";
import { edsite, scenario } from "../cli.js";

describe("stageTimes", () => {
  let site: string;
  beforeAll(async () => {
    site = await scenario("site-basic");
  }, 120_000);
  afterAll(() => rm(path.dirname(site), { recursive: true, force: true }));

  it("reads every stage a real build prints, in its order, as milliseconds", async () => {
    const built = await edsite(site, "build");
    expect(built.code).toBe(0);
    const stages = stageTimes(built.stdout + built.stderr);
    expect(Object.keys(stages)).toEqual(expect.arrayContaining(["config", "collect", "compile", "bundle", "render", "write"]));
    expect(Object.keys(stages).indexOf("compile")).toBeLessThan(Object.keys(stages).indexOf("render"));
    for (const ms of Object.values(stages)) expect(Number.isInteger(ms) && ms >= 0).toBe(true);
  }, 120_000);

  it("ignores colour codes and lines that are not a stage's", () => {
    expect(stageTimes("\u001b[32m✔\u001b[39m compile  1200 ms\nℹ compile: 29 compiled\n44 pages — 2317 ms\n✔ write    27 ms\n")).toEqual({ compile: 1200, write: 27 });
  });
});

const rebuild = (wallMs: number, pagesChanged: number) => ({ wallMs, peakRssMb: 300, pagesChanged, pages: 10_001 });
const report = {
  kiSite: { coldBuildMs: 1290, coldPeakRssMb: 154, warmBuildMs: 690, warmPeakRssMb: 150 },
  kiDocs: { docusaurusFaster: { docusaurusVersion: "3.10.2", coldMs: 6300, coldPeakRssMb: 600, warmMs: 3500, warmPeakRssMb: 500 } },
  generated: {
    deep: {
      10000: { coldBuildMs: 18_000, coldPeakRssMb: 450, bytesWritten: 2 ** 29, warmBuildMs: 1500, warmPeakRssMb: 200, pageTextRebuild: rebuild(2500, 1), sidebarLabelRebuild: rebuild(1700, 100) },
      100000: { coldBuildMs: 250_000, coldPeakRssMb: 1900, coldStagesMs: { collect: 4000, compile: 200_000 }, coldStagePeaks: { collect: { totalMb: 700, byCommandMb: { node: 700 } }, bundle: { totalMb: 1900, byCommandMb: { node: 800, esbuild: 1100 } } } },
    },
  },
  search: [
    { pages: 1000, beforeFirstResult: { median: 40_000, p95: 60_000, max: 70_000 } },
    { pages: 10_000, beforeFirstResult: { median: 80_000, p95: 160_000, max: 200_000 } },
  ],
};

describe("issueRows", () => {
  const rows = issueRows(report);
  const row = (start: string) => rows.find((r) => r.measure.startsWith(start))!;

  it("says which targets a run meets, from its figures", () => {
    expect(row("10,000 pages (deep), cold build")).toMatchObject({ now: "18.0 s, 450 MB peak", met: "yes" });
    expect(row("10,000 pages (deep), rebuild with nothing changed")).toMatchObject({ met: "yes" });
    expect(row("10,000 pages (deep), rebuild after one page's text changed").now).toContain("1 of 10,001 pages changed");
    // 100 of 10,001 pages at 18 s a cold build is 0.18 s over the 1.5 s of a rebuild with nothing to do.
    expect(row("10,000 pages (deep), rebuild after a sidebar label changed")).toMatchObject({ met: "no" });
    expect(row("100,000 pages (deep)")).toMatchObject({ met: "no" });
    expect(row("100,000 pages (deep)").now).toContain("13.9× the 10k");
    expect(row("100,000 pages (deep)").now).toContain("compile 200.0 s");
    expect(row("100,000 pages (deep)").now).toContain("1900 MB peak in bundle (esbuild 1100 MB, node 800 MB)");
    expect(row("Ki site, cold build")).toMatchObject({ now: "1.29 s, 154 MB", met: "no" });
    expect(row("Ki site, cold build").measure).toContain("Docusaurus 3.10.2 Faster");
    // The p95 is over 150 KB, though the median is under and grew 2× for 10× the pages.
    expect(row("search at 10,000 pages")).toMatchObject({ met: "no" });
    expect(row("search at 10,000 pages").now).toContain("2.0× for 10× the pages");
  });

  it("keeps a row the run did not measure, saying so", () => {
    expect(row("10,000 pages in 200 folders of 50 (wide), cold build")).toMatchObject({ now: "not measured in this run", met: "" });
  });
});

describe("markdownTable", () => {
  it("writes a header, a separator and one line a row, escaping pipes in cells", () => {
    const table = markdownTable([{ measure: "a | b", now: "1 s", target: "< 2 s", met: "yes" }]);
    expect(table.split("\n")).toEqual(["| measure | now | target | met? |", "|---|---|---|---|", "| a \\| b | 1 s | < 2 s | yes |", ""]);
  });
});
