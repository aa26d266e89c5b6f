// A build whose every input is as the last build read it would write the same output folder again: 74% of a
// cold build's time at 10,000 pages, for nothing. The last build's record (see buildRecord) says what it read
// and what it wrote; while both still hold, `edsite build` reports the last build's findings and stops.
import { createHash } from "node:crypto";
import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { loadConfig, type ConfigMemo } from "../config/loadConfig.js";
import { isDocusaurusConfig } from "../docusaurus/docusaurusConfigFile.js";
import { outputAsRecorded, readBuildRecord, type BuildOutcome, type BuildRecord } from "../output/buildRecord.js";
import { startOutputCheck, type OutputCheck } from "../output/outputCheck.js";
import { listedFolder, siteFingerprint, sourceStamps, type SourceStamps } from "../output/inputsFingerprint.js";
import type { ResolvedConfig, SitePaths } from "../types.js";
import { siteStylesheetFiles } from "../content/blog/readFeedStylesheets.js";

/** The last build's outcome, when nothing it was built from changed and its output folder is as it left it. */
export type LastBuildCheck =
  | { holds: true; outcome: BuildOutcome; config: ResolvedConfig }
  | {
      holds: false;
      damaged?: boolean;
      /** The record as read, for the build that follows (see lastOutput). */
      record?: BuildRecord;
      /** The check of the output folder against it, started with the no, for the build that follows. */
      outputCheck?: OutputCheck;
      /** What the check's fingerprint read, for the one the build records (see SourceStamps). */
      stamps?: SourceStamps;
    };

/**
 * Checks the last build's record against the site now: the record is for this output folder; the config
 * evaluates to the same value (it may read the environment); every file the build read (content, public
 * files, the theme, the config and what it imports, the site's components and styles, its package files and
 * git's HEAD) has the size and time it had, and had settled by then (see siteFingerprint); the code is the
 * same edsite's; and every output file is as written. `memo` keeps the config for the build that follows a no.
 */
export async function lastBuildHolds(options: { recordFile: string; paths: SitePaths; version: string; memo: ConfigMemo }): Promise<LastBuildCheck> {
  const { paths } = options;
  // A Docusaurus site's plugins read and write what no record covers (and postBuild must run): always built.
  if (isDocusaurusConfig(paths.configFile)) return { holds: false };
  const record = await readBuildRecord(options.recordFile);
  if (record === undefined) return { holds: false };
  if (record === "damaged") return { holds: false, damaged: true };
  if (record.outDir !== paths.outDir) return { holds: false, record };
  // Each no below is followed by a build, which checks the output folder (see lastOutput): that check starts
  // with the no, on a thread when the folder is big. While the answer may still be yes, the check runs here:
  // the sources' check takes less time than starting a thread, and a thread's answer was no sooner (see
  // outputCheck.ts).
  const toBuild = (stamps?: SourceStamps): LastBuildCheck => ({ holds: false, record, stamps, outputCheck: startOutputCheck(record) });
  const outcome = record.outcome;
  // A linked folder's files are not stamped one by one (see siteFingerprint): a site with one is always built.
  if (!outcome || outcome.linked) return toBuild();
  let config: ResolvedConfig;
  try {
    config = await loadConfig(paths.configFile, options.memo);
  } catch {
    // The build that follows reports it.
    return toBuild();
  }
  if (configHash(config) !== outcome.configHash) return toBuild();
  const stamps = sourceStamps();
  if (siteFingerprint(paths, options.version, record.inputs, Date.now(), stamps) !== record.fingerprint) return toBuild(stamps);
  // The build that follows need not check the folder, nor stat the sources, again.
  if (!outputAsRecorded(record)) return { holds: false, record, stamps, outputCheck: () => Promise.resolve(false) };
  return { holds: true, outcome, config };
}

/** The resolved config as one hash (functions, such as Markdown plugins, count by the files that define them). */
export function configHash(config: ResolvedConfig): string {
  return createHash("sha1").update(JSON.stringify(config)).digest("base64url");
}

/**
 * Files a build depends on besides its content, theme and bundle inputs: the config and what it imports (from
 * the memo loadConfig filled), the blog's authors, tags and feed stylesheet files (the config may place them
 * outside content/), the site's package files (a package upgraded in node_modules changes them), and git's
 * record of the checked-out commit (pages may show when git last changed them).
 */
export function recordedSideInputs(paths: SitePaths, config: ResolvedConfig, memo: ConfigMemo): string[] {
  const imported = memo.last ? [...memo.last.stamps.keys()] : [];
  const { blog } = config;
  const blogFiles = [blog.authorsFile, ...(blog.tagsFile === null ? [] : [blog.tagsFile])].map((file) => path.resolve(paths.blog, file));
  const stylesheets = Object.values(blog.feedStylesheets).flatMap((given) => (typeof given === "string" ? Object.values(siteStylesheetFiles(paths.blog, given)) : []));
  const packages = ["package.json", "package-lock.json", "yarn.lock", "pnpm-lock.yaml"].map((name) => path.join(paths.root, name));
  return [...imported, ...blogFiles, ...stylesheets, ...packages, ...gitHeadFiles(paths.root)];
}

/**
 * Whether any source folder holds a symbolic link (a link itself is stamped, what lies behind it is not),
 * from the listings `known` has (a fingerprint's, see SourceStamps), listing a folder it lacks.
 */
export function sourcesHoldLinks(paths: SitePaths, known: SourceStamps): boolean {
  return paths.sources.some((folder) => {
    listedFolder(known, folder);
    return known.linked.has(folder);
  });
}

/** `.git/HEAD` and its log (written by every commit, checkout and pull) of the repository holding `root`. */
function gitHeadFiles(root: string): string[] {
  for (let dir = path.resolve(root); ; dir = path.dirname(dir)) {
    let git = path.join(dir, ".git");
    if (existsSync(git)) {
      // A worktree's `.git` is a file naming its own folder in the main repository.
      if (statSync(git).isFile()) git = path.resolve(dir, /^gitdir: (.*)$/m.exec(readFileSync(git, "utf8"))?.[1]?.trim() ?? git);
      return [path.join(git, "HEAD"), path.join(git, "logs", "HEAD")];
    }
    if (path.dirname(dir) === dir) return [];
  }
}
