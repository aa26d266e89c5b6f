// Runs a command and measures it as a whole: wall time, and peak resident memory summed over the process
// and all its descendants (esbuild's Go process included), sampled from /proc.
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";

function childrenOf(pid) {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8").trim().split(/\s+/).filter(Boolean).map(Number);
  } catch {
    return [];
  }
}

function rssKb(pid) {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
    return match ? Number(match[1]) : 0;
  } catch {
    return 0;
  }
}

function commandOf(pid) {
  try {
    return readFileSync(`/proc/${pid}/comm`, "utf8").trim();
  } catch {
    return "?";
  }
}

/** The resident memory of a process and each of its descendants, from /proc: [{ pid, command, rssKb }]. */
export function treeMemory(root) {
  const processes = [];
  const stack = [root];
  while (stack.length) {
    const pid = stack.pop();
    processes.push({ pid, command: commandOf(pid), rssKb: rssKb(pid) });
    stack.push(...childrenOf(pid));
  }
  return processes;
}

/** The stage a line of a build's output ends (`✔ compile  16234 ms`), or undefined. */
function stageEnded(line) {
  return /^[✔✓]\s+(\S+)\s+\d+ ms\s*$/.exec(line.replace(/\u001b\[[0-9;]*m/g, "").trim())?.[1];
}

/**
 * Runs `command args` and resolves with { wallMs, peakRssMb, stagePeaks, code, stdout, stderr }.
 * `stagePeaks` holds, for each stage line a build prints as a stage ends, the peak of the tree since the
 * previous one, in all and by command (node, esbuild): where a build's memory goes, stage by stage.
 */
export function measureProcess(command, args, options = {}) {
  return new Promise((resolve) => {
    const start = performance.now();
    const child = spawn(command, args, { cwd: options.cwd, env: { ...process.env, CI: "true", ...options.env }, stdio: ["ignore", "pipe", "pipe"] });
    let peak = 0;
    let stagePeak = { totalMb: 0, byCommandMb: {} };
    const stagePeaks = {};
    let stdout = "";
    let stderr = "";
    const pending = { stdout: "", stderr: "" };
    const sample = () => {
      const processes = treeMemory(child.pid);
      const total = processes.reduce((sum, p) => sum + p.rssKb, 0);
      peak = Math.max(peak, total);
      stagePeak.totalMb = Math.max(stagePeak.totalMb, total / 1024);
      const byCommand = {};
      for (const p of processes) byCommand[p.command] = (byCommand[p.command] ?? 0) + p.rssKb / 1024;
      for (const [name, mb] of Object.entries(byCommand)) stagePeak.byCommandMb[name] = Math.max(stagePeak.byCommandMb[name] ?? 0, mb);
    };
    const timer = setInterval(sample, 10);
    // edsite prints its stages on stderr; either stream is read, each with its own unfinished line.
    const readLines = (stream, chunk) => {
      const lines = (pending[stream] + chunk).split("\n");
      pending[stream] = lines.pop();
      for (const line of lines) {
        const stage = stageEnded(line);
        if (!stage) continue;
        stagePeaks[stage] = { totalMb: Math.round(stagePeak.totalMb), byCommandMb: Object.fromEntries(Object.entries(stagePeak.byCommandMb).map(([name, mb]) => [name, Math.round(mb)])) };
        stagePeak = { totalMb: 0, byCommandMb: {} };
      }
    };
    child.stdout.on("data", (d) => {
      stdout += d;
      readLines("stdout", String(d));
    });
    child.stderr.on("data", (d) => {
      stderr += d;
      readLines("stderr", String(d));
    });
    child.on("exit", (code) => {
      clearInterval(timer);
      resolve({ wallMs: performance.now() - start, peakRssMb: peak / 1024, stagePeaks, code, stdout, stderr });
    });
  });
}
