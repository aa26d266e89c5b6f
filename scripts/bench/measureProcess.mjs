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

function treeRssKb(root) {
  let total = 0;
  const stack = [root];
  while (stack.length) {
    const pid = stack.pop();
    total += rssKb(pid);
    stack.push(...childrenOf(pid));
  }
  return total;
}

/**
 * Runs `command args` and resolves with { wallMs, peakRssMb, code, stdout, stderr }. With `until`, the
 * measurement stops (and the process is killed) as soon as until(stdoutSoFar) is true.
 */
export function measureProcess(command, args, options = {}) {
  return new Promise((resolve) => {
    const start = performance.now();
    const child = spawn(command, args, { cwd: options.cwd, env: { ...process.env, CI: "true", ...options.env }, stdio: ["ignore", "pipe", "pipe"] });
    let peak = 0;
    let stdout = "";
    let stderr = "";
    const sample = () => (peak = Math.max(peak, treeRssKb(child.pid)));
    const timer = setInterval(sample, 10);
    child.stdout.on("data", (d) => (stdout += d));
    child.stderr.on("data", (d) => (stderr += d));
    child.on("exit", (code) => {
      clearInterval(timer);
      resolve({ wallMs: performance.now() - start, peakRssMb: peak / 1024, code, stdout, stderr });
    });
  });
}
