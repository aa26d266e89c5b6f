import type { Finding, FindingKind, ResolvedConfig } from "../types.js";

type Checks = ResolvedConfig["checks"];
type Level = Checks[keyof Checks];

const CHECK_OF_KIND: Record<FindingKind, keyof Checks | undefined> = {
  "broken-link": "brokenLinks",
  "broken-anchor": "brokenAnchors",
  "missing-md-file": "brokenMarkdownLinks",
  "duplicate-route": "duplicateRoutes",
  "inline-tag": "inlineTags",
  "inline-author": "inlineAuthors",
  "untruncated-post": "untruncatedPosts",
  // An option edsite does not honour is always said; `--strict` fails on it.
  unsupported: undefined,
};

/** What the config says a finding does to the build. */
export function levelOf(finding: Finding, checks: Checks): Level {
  const check = CHECK_OF_KIND[finding.kind];
  return check ? checks[check] : "warn";
}

/** The findings a build reports: those the config does not ignore. */
export function reportedFindings(findings: Finding[], checks: Checks): Finding[] {
  return findings.filter((finding) => levelOf(finding, checks) !== "ignore");
}

/** The findings that fail the build: every one with `--strict`, else those the config says to throw on. */
export function failingFindings(findings: Finding[], checks: Checks, strict: boolean): Finding[] {
  return strict ? findings : findings.filter((finding) => levelOf(finding, checks) === "throw");
}
