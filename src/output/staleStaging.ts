import { readFileSync } from "node:fs";
import { readdir, rename, rm } from "node:fs/promises";
import path from "node:path";
import { pathExists } from "./pathExists.js";

/**
 * Removes the folders that earlier builds of the same output folder left when they were killed mid-way:
 * staging folders (`<out>.tmp-<pid>-<time>`, see StagingFolder) and last sites set aside while a new one was put
 * in place (`<out>.old-<pid>-<time>`), those whose process is gone or (on Linux) whose pid now belongs to a
 * process started after the folder was made, which cannot be the build that made it. A folder of a build still
 * running (another process building the same site right now) is left alone. When a build was killed between
 * its two renames, the output folder is missing and the set-aside site is the last good one: it goes back.
 */
export async function removeStaleStaging(outDir: string): Promise<string[]> {
  const parent = path.dirname(outDir);
  const pattern = new RegExp(`^${escapeForRegExp(path.basename(outDir))}\\.(tmp|old)-(\\d+)-(\\d+)$`);
  let names: string[];
  try {
    names = await readdir(parent);
  } catch {
    return [];
  }
  const stale = names
    .map((name) => ({ name, match: pattern.exec(name) }))
    .filter(({ match }) => match !== null && !isMaker(Number(match[2]), Number(match[3])))
    .sort((a, b) => Number(b.match![3]) - Number(a.match![3]));
  const setAside = stale.find(({ match }) => match![1] === "old");
  const restored = setAside !== undefined && !(await pathExists(outDir)) ? setAside : undefined;
  if (restored) await rename(path.join(parent, restored.name), outDir);
  const leftovers = stale.filter((entry) => entry !== restored).map(({ name }) => name);
  // force: a build that ends at the same moment may take its own folder away first.
  await Promise.all(leftovers.map((name) => rm(path.join(parent, name), { recursive: true, force: true })));
  return leftovers;
}

/** Could the running process `pid` be the build that made its folder at `madeAt` (ms)? When unsure, yes. */
function isMaker(pid: number, madeAt: number): boolean {
  if (pid === process.pid) return true;
  try {
    // Signal 0 only asks whether the process exists; EPERM means it does, as another user's.
    process.kill(pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EPERM") return false;
  }
  const started = startTime(pid);
  return started === undefined || started <= madeAt + START_TIME_SLACK_MS;
}

/** The boot time is given to the second and the clock may be set meanwhile: only a clear margin counts. */
const START_TIME_SLACK_MS = 60_000;
/** Linux's clock ticks per second in /proc (USER_HZ), 100 on every common architecture. */
const TICKS_PER_SECOND = 100;

/** When a process started (ms since 1970), from Linux's /proc; undefined elsewhere or when unreadable. */
function startTime(pid: number): number | undefined {
  try {
    const bootSeconds = Number(/^btime (\d+)$/m.exec(readFileSync("/proc/stat", "utf8"))?.[1]);
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // The command name (in parentheses) may hold spaces; the fields after it start with the state, the
    // 3rd field, and the start time is the 22nd.
    const ticks = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[22 - 3]);
    if (!Number.isFinite(bootSeconds) || !Number.isFinite(ticks)) return undefined;
    return bootSeconds * 1000 + (ticks / TICKS_PER_SECOND) * 1000;
  } catch {
    return undefined;
  }
}

function escapeForRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
