import { existsSync } from "node:fs";
import { cp, mkdir, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { EdsiteError } from "../errors.js";
import type { DocsVersionPlan } from "./planDocsVersion.js";

/**
 * Carries out a snapshot's plan so that it happens whole or not at all: every copy and file is made under a
 * temporary name beside its place, and only once all are made are they renamed into place, versions.json
 * last (a version is there once versions.json lists it). On any failure, what was made is removed.
 */
export async function writeDocsVersion(plan: DocsVersionPlan): Promise<void> {
  const targets = [...plan.copies.map((copy) => copy.to), ...plan.writes.map((write) => write.file)];
  // versions.json is replaced; nothing else may be there already, or the snapshot would mix with it.
  const taken = targets.filter((target) => path.basename(target) !== "versions.json" && existsSync(target));
  if (taken.length > 0) {
    throw new EdsiteError(`Version ${plan.version} is not in versions.json, yet ${taken[0]} already exists.`, {
      file: taken[0],
      hint: `Delete ${taken.join(" and ")} (left from an earlier version ${plan.version}?) or pick another version name; nothing was written.`,
    });
  }
  const suffix = `.edsite-tmp-${process.pid}`;
  const made: string[] = [];
  const createdDirs: string[] = [];
  let step = "";
  try {
    for (const target of targets) {
      const created = await mkdir(path.dirname(target), { recursive: true });
      if (created) createdDirs.push(created);
    }
    for (const copy of plan.copies) {
      step = copy.from;
      made.push(copy.to + suffix);
      // Links stay links, as written: a copy of the docs is the docs as they are.
      await cp(copy.from, copy.to + suffix, { recursive: true, verbatimSymlinks: true, errorOnExist: true, force: false });
    }
    for (const write of plan.writes) {
      step = write.file;
      made.push(write.file + suffix);
      await writeFile(write.file + suffix, write.text);
    }
    for (const target of targets) {
      step = target;
      await rename(target + suffix, target);
      made[made.indexOf(target + suffix)] = target;
    }
  } catch (error) {
    // versions.json is renamed last, so if it was, nothing failed; every other target was new.
    await Promise.all(made.map((file) => rm(file, { recursive: true, force: true })));
    for (const dir of createdDirs.reverse()) await rm(dir, { recursive: true, force: true });
    // The system's message may name the temporary copy, gone by now; the location names the file being copied or written.
    const message = error instanceof Error ? error.message : String(error);
    throw new EdsiteError(`Version ${plan.version} could not be written: ${message}`, {
      file: step,
      hint: "Nothing was written. Fix what the message names (a file that cannot be copied, such as a named pipe; permissions; a full disk) and run the command again.",
      cause: error,
    });
  }
}
