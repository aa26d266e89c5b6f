import { describe, expect, it } from "vitest";
import { failingFindings } from "../../src/check/findingLevels.js";
import type { Finding, ResolvedConfig } from "../../src/types.js";

const checks: ResolvedConfig["checks"] = { brokenLinks: "warn", brokenAnchors: "warn", brokenMarkdownLinks: "warn", duplicateRoutes: "throw", inlineTags: "warn", inlineAuthors: "warn", untruncatedPosts: "throw" };
const finding = (kind: Finding["kind"]): Finding => ({ kind, message: kind });
const all = (["broken-link", "broken-anchor", "missing-md-file", "duplicate-route", "inline-tag", "inline-author", "untruncated-post", "unsupported"] as const).map(finding);

describe("which findings fail a build", () => {
  it("fails without --strict only on what the config says to throw on", () => {
    expect(failingFindings(all, checks, false).map((f) => f.kind)).toEqual(["duplicate-route", "untruncated-post"]);
  });

  it("fails with --strict on every fault of the site, but not on blog advice the config asks only to be warned of", () => {
    expect(failingFindings(all, checks, true).map((f) => f.kind)).toEqual(["broken-link", "broken-anchor", "missing-md-file", "duplicate-route", "untruncated-post", "unsupported"]);
  });
});
