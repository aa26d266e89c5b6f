import { formatFindings } from "../check/formatFindings.js";
import type { Reporter } from "../site/reporter.js";
import { displayPath } from "../displayPath.js";

export interface BuildCommandOptions {
  /** The site's folder, absolute. */
  root: string;
  outDir: string;
  strict?: boolean;
  cache: boolean;
  /** Only a process that runs nothing else on esbuild may release it (see BuildOptions.releaseEsbuild). */
  releaseEsbuild?: boolean;
  reporter: Reporter;
  /** Where the command's own lines go (the CLI: stderr). */
  write(text: string): void;
}

/**
 * `edsite build` once its options are parsed: builds the site and says how it went, problems and warnings
 * first. Returns the exit code. An error the build throws is left to the caller, which prints every
 * command's errors alike. Apart from the CLI, tests run it in their own process, where a build costs half
 * what a new process with a cold MDX compiler does.
 */
export async function runBuildCommand(options: BuildCommandOptions): Promise<number> {
  const { root, write } = options;
  const start = performance.now();
  // Each command imports its own code when it runs, so no command waits for the others' modules to load.
  const { build } = await import("../site/build.js");
  const result = await build({ root, outDir: options.outDir, strict: options.strict, cache: options.cache, releaseEsbuild: options.releaseEsbuild, reporter: options.reporter });
  const failing = new Set(result.failed);
  // What does not fail the build is said all the same: a failed build's warnings after its problems.
  const warnings = result.findings.filter((finding) => !failing.has(finding));
  if (!result.written) {
    const why = options.strict ? "--strict fails the build on them" : `they fail the build, as the config's checks ask ("throw")`;
    write(`\n✖ ${failing.size} problem(s) found; ${why}, and the previous output was left as it was:\n${formatFindings(result.failed, root)}\n`);
  }
  if (warnings.length > 0) write(`\n⚠ ${warnings.length} warning(s):\n${formatFindings(warnings, root)}\n`);
  if (!result.written) return 1;
  write(`\n${result.pages} pages, ${result.files} files, ${(result.bytes / 1024).toFixed(0)} KB in ${displayPath(root, result.outDir)} — ${Math.round(performance.now() - start)} ms\n`);
  return 0;
}
