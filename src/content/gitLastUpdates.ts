import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";

/** When a file last changed in git, and who changed it. */
export interface LastUpdate {
  /** Seconds since the epoch, as git records a commit's time. */
  timestamp: number;
  author: string;
}

const run = promisify(execFile);
// Separators git never writes into a name or a path: one between commits, one between a commit's fields.
const COMMIT = "\u001e";
const FIELD = "\u001f";

/**
 * The last commit of every file under `dir`, from one `git log` over the folder (a log per file, as
 * Docusaurus runs, costs a process per doc). Keyed by absolute path. Outside a git work tree, or without git,
 * it is empty: the pages then show no date, as Docusaurus's do for files git does not track.
 */
export async function gitLastUpdates(dir: string): Promise<Map<string, LastUpdate>> {
  let output: string;
  try {
    ({ stdout: output } = await run("git", ["-c", "core.quotepath=off", "log", `--format=${COMMIT}%ct${FIELD}%an`, "--name-only", "--no-merges", "--relative", "--", "."], { cwd: dir, maxBuffer: 256 * 1024 * 1024 }));
  } catch {
    return new Map();
  }
  const updates = new Map<string, LastUpdate>();
  for (const commit of output.split(COMMIT)) {
    const [header, ...files] = commit.split("\n");
    if (!header) continue;
    const [time, author] = header.split(FIELD);
    const update = { timestamp: Number(time), author: author ?? "" };
    for (const file of files) {
      if (file === "") continue;
      const absolute = path.join(dir, file);
      // The log runs newest first: a file's first commit in it is its last change.
      if (!updates.has(absolute)) updates.set(absolute, update);
    }
  }
  return updates;
}
