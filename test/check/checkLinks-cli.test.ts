// `edsite check-links`: the built site served locally and crawled with linkinator, internal links and anchors
// always, other sites only with --external.
import { describe, expect, inject, it } from "vitest";
import { edsite, scenario } from "../cli.js";

describe("edsite check-links", () => {
  it("fails on a broken link and a broken anchor, naming the page each is on", async () => {
    const root = await scenario("check-links-broken");
    expect((await edsite(root, "build")).code).toBe(0);
    const result = await edsite(root, "check-links");
    expect(result.code, result.stderr).toBe(1);
    expect(result.stderr).toMatch(/checked\s+\d+/);
    expect(result.stderr).toMatch(/broken\s+[1-9]\d*\n/);
    expect(result.stderr).toMatch(/skipped\s+\d+\s+\(links to other sites/);
    expect(result.stderr).toMatch(/\/s\/docs\/intro:\n(\s+- .*\n)*\s+- \/s\/docs\/nowhere \(404\)/);
    expect(result.stderr).toMatch(/\/s\/docs\/intro:\n(\s+- .*\n)*\s+- \/s\/docs\/other#no-such-heading \(no element with id "no-such-heading"\)/);
    // The working anchor on the same page, and the external link, are not reported.
    expect(result.stderr).not.toContain("#a-real-heading");
    expect(result.stderr).not.toContain("example.invalid");
  });

  it("prints the same report as JSON with --json", async () => {
    const root = await scenario("check-links-broken");
    await edsite(root, "build");
    const result = await edsite(root, "check-links", "--json");
    expect(result.code).toBe(1);
    const report = JSON.parse(result.stdout) as { passed: boolean; checked: number; skipped: number; broken: { url: string; page: string; reason: string }[] };
    expect(report.passed).toBe(false);
    expect(report.broken).toContainEqual({ url: "/s/docs/nowhere", page: "/s/docs/intro", reason: "404" });
    expect(report.broken.map((b) => b.url)).toContain("/s/docs/other#no-such-heading");
    expect(report.skipped).toBeGreaterThan(0);
  });

  it("gives the site's own pages no timeout: --timeout is for other sites", async () => {
    const root = await scenario("check-links-broken");
    await edsite(root, "build");
    // With a millisecond each, the crawl of the site itself was cut short at its first page.
    const result = await edsite(root, "check-links", "--json", "--timeout", "1");
    const report = JSON.parse(result.stdout) as { broken: { url: string; reason: string }[] };
    expect(report.broken.filter((b) => /timeout/.test(b.reason))).toEqual([]);
    expect(report.broken).toContainEqual({ url: "/s/docs/nowhere", page: "/s/docs/intro", reason: "404" });
  });

  it("says to build first when there is no built site", async () => {
    const root = await scenario("check-links-broken");
    const result = await edsite(root, "check-links");
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/There is no built site in .*dist/);
    expect(result.stderr).toMatch(/→ Run `edsite build` first/);
    expect(result.stderr).not.toMatch(/^\s+at .*\.js:\d+:\d+\)?$/m);
  });

  it("passes on the Ki site", async () => {
    // The run's one build of the Ki site (test/globalSetup.ts): check-links only reads it.
    const result = await edsite(".", "check-links", "--out-dir", inject("kiDist"));
    expect(result.stderr).toContain("✔ No broken links.");
    expect(result.code).toBe(0);
  });
});
