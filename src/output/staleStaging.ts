import { readdir, rm } from "node:fs/promises";
import path from "node:path";

/**
 * Removes the staging folders (`<out>.tmp-<pid>-<time>`, see StagingFolder) that earlier builds of the same
 * output folder left when they were killed mid-way: those whose process is gone. A folder of a build still
 * running (another process building the same site right now) is left alone.
 */
export async function removeStaleStaging(outDir: string): Promise<string[]> {
  const parent = path.dirname(outDir);
  const pattern = new RegExp(`^${escapeForRegExp(path.basename(outDir))}\\.tmp-(\\d+)-\\d+$`);
  let names: string[];
  try {
    names = await readdir(parent);
  } catch {
    return [];
  }
  const stale = names.filter((name) => {
    const pid = pattern.exec(name)?.[1];
    return pid !== undefined && !isRunning(Number(pid));
  });
  // force: a build that ends at the same moment may take its own folder away first.
  await Promise.all(stale.map((name) => rm(path.join(parent, name), { recursive: true, force: true })));
  return stale;
}

/** Is there a process of this id? (Signal 0 only asks; EPERM means it exists but is another user's.) */
function isRunning(pid: number): boolean {
  if (pid === process.pid) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

function escapeForRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
