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
  // A link out of the site or in a loop is skipped; `--strict` fails on it, as a deploy would miss the file.
  symlink: undefined,
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

/**
 * Advice on how the blog is written (a tag or author outside their files, a post without a truncate marker),
 * not a fault of the built site: Docusaurus warns of each by default, and many working blogs have them.
 */
const ADVISORY: ReadonlySet<FindingKind> = new Set(["inline-tag", "inline-author", "untruncated-post"]);

/**
 * The findings that fail the build: those the config says to throw on and, with `--strict`, every other one
 * but the advice the config asks only to be warned of.
 */
export function failingFindings(findings: Finding[], checks: Checks, strict: boolean): Finding[] {
  return findings.filter((finding) => levelOf(finding, checks) === "throw" || (strict && !ADVISORY.has(finding.kind)));
}
