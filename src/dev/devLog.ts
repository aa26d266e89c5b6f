import { formatFindings } from "../check/formatFindings.js";
import { displayPath } from "../displayPath.js";
import type { Finding } from "../types.js";
import type { DevBuildOutcome } from "./devBuilder.js";

type Built = Extract<DevBuildOutcome, { ok: true }>;

/** `✔ built 44 pages in 612 ms (3 compiled, 45 rendered)` for the first build. */
export function firstBuildLine(outcome: Built): string {
  return `✔ built ${outcome.site.routes.length} pages in ${Math.round(outcome.ms)} ms (${describeWork(outcome)})`;
}

/** `↻ content/docs/intro.md → rebuilt in 143 ms (1 compiled, 2 rendered)`. */
export function rebuildLine(root: string, changes: string[], outcome: Built, filesChanged: number): string {
  const what = changes.length === 0 ? "rebuild" : changes.length <= 3 ? changes.map((c) => displayPath(root, c)).join(", ") : `${changes.length} files`;
  const result = filesChanged === 0 ? "no output changed" : `${filesChanged} file${filesChanged === 1 ? "" : "s"} changed`;
  return `↻ ${what} → rebuilt in ${Math.round(outcome.ms)} ms (${describeWork(outcome)}; ${result})`;
}

function describeWork(outcome: Built): string {
  return `${outcome.compiled} compiled, ${outcome.rendered} rendered`;
}

/** Each stage's time, for `--debug`: `config 3 · collect 21 · compile 40 · …`. */
export function stageTimes(outcome: Built): string {
  return `  ${Object.entries(outcome.timings)
    .map(([stage, ms]) => `${stage} ${Math.round(ms)}`)
    .join(" · ")} ms`;
}

/** A key for a set of findings, so the same warnings are not printed again after every save. */
export function findingsKey(findings: Finding[]): string {
  return findings.map((f) => `${f.kind}|${f.page}|${f.url}|${f.source?.file}:${f.source?.line}:${f.source?.column}|${f.message}`).join("\n");
}

/** Warnings as they changed since the last build: the whole list, or a note that they are gone. */
export function warningsBlock(root: string, findings: Finding[], hadWarnings: boolean): string | undefined {
  if (findings.length > 0) return `⚠ ${findings.length} warning${findings.length === 1 ? "" : "s"}:\n${formatFindings(findings, root)}`;
  return hadWarnings ? "✔ no more warnings" : undefined;
}
