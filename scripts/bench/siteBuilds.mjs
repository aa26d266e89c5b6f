// How the bench runs edsite's build on a site: a cold build in a fresh process (no cache, no earlier output),
// a warm one over the last, and the time each stage took as the build printed it.
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { measureProcess } from "./measureProcess.mjs";

const bin = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../bin/edsite.js");

/** The middle value (the upper one of an even count). */
export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * The stages a build printed with their times (`✔ compile  16234 ms`), in milliseconds by name, in the order
 * printed. A stage printed twice (none is today) keeps the sum. Colour codes are ignored.
 */
export function stageTimes(output) {
  const stages = {};
  for (const line of output.replace(/\u001b\[[0-9;]*m/g, "").split("\n")) {
    const match = /^[✔✓]\s+(\S+)\s+(\d+) ms\s*$/.exec(line.trim());
    if (match) stages[match[1]] = (stages[match[1]] ?? 0) + Number(match[2]);
  }
  return stages;
}

/**
 * Removes what a build may keep from an earlier one, so the next build is cold: the caches and the previous
 * output. A cold build is CI's on a fresh clone, which has neither. A build over an earlier output first
 * deletes that output once the new one is in place: at 10,000 pages that is 35,000 files and 4-5 s on this
 * machine (more while the disk still flushes the previous build), which the warm rebuild includes.
 */
async function dropEarlierBuild(siteRoot, outDir) {
  for (const dir of [".edsite-cache", "node_modules/.cache/edsite", outDir]) await rm(path.resolve(siteRoot, dir), { recursive: true, force: true });
}

/**
 * One build of `siteRoot` into `outDir` in a fresh process: { wallMs, peakRssMb, stages, stagePeaks } (see
 * measureProcess for the peaks by stage); throws if it fails.
 */
export async function buildOnce(siteRoot, outDir, { cold }) {
  if (cold) await dropEarlierBuild(siteRoot, outDir);
  const result = await measureProcess(process.execPath, [bin, "--root", siteRoot, "build", "--out-dir", outDir]);
  if (result.code !== 0) throw new Error(`build of ${siteRoot} failed:\n${result.stderr.slice(-4000)}`);
  return { wallMs: result.wallMs, peakRssMb: result.peakRssMb, stages: stageTimes(result.stdout + result.stderr), stagePeaks: result.stagePeaks };
}

/**
 * Median wall time and peak memory of `count` cold builds, each a fresh process, then one warm rebuild. With
 * `warmUp`, a cold build first that is not counted (it fills the disk cache); `warm: false` skips the rebuild.
 * The stage times and peaks by stage are the median build's. The output folder is left for the caller to read and remove.
 */
export async function coldBuilds(siteRoot, count, { warmUp = true, warm = true } = {}) {
  const outDir = await mkdtemp(path.join(os.tmpdir(), "edsite-bench-out-"));
  if (warmUp) await buildOnce(siteRoot, outDir, { cold: true });
  const samples = [];
  for (let i = 0; i < count; i++) samples.push(await buildOnce(siteRoot, outDir, { cold: true }));
  const middle = samples.find((s) => s.wallMs === median(samples.map((x) => x.wallMs)));
  const rebuilt = warm ? await buildOnce(siteRoot, outDir, { cold: false }) : undefined;
  return {
    coldMs: middle.wallMs,
    coldPeakMb: median(samples.map((s) => s.peakRssMb)),
    coldStages: middle.stages,
    coldStagePeaks: middle.stagePeaks,
    warmMs: rebuilt?.wallMs,
    warmPeakMb: rebuilt?.peakRssMb,
    outDir,
  };
}
