// Running the real CLI (bin/edsite.js) from tests, on copies of fixture sites so builds never write into the repo.
// test/globalSetup.ts compiles it to lib/ once, before any test file runs.
import { execFile } from "node:child_process";
import { cp, mkdtemp } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { runBuildCommand } from "../src/cli/buildCommand.js";
import { plainReporter } from "../src/cli/consoleReporter.js";
import { formatError } from "../src/cli/printError.js";

const run = promisify(execFile);
const bin = path.resolve("bin/edsite.js");

/** Copies a fixture (and the shared config it imports) to a temp folder and returns the copy's path. */
export async function scenario(name: string): Promise<string> {
  const top = await mkdtemp(path.join(os.tmpdir(), `edsite-${name}-`));
  await cp(path.resolve("test/fixtures/_shared"), path.join(top, "_shared"), { recursive: true });
  await cp(path.resolve("test/fixtures", name), path.join(top, name), { recursive: true });
  return path.join(top, name);
}

/** Runs `edsite --root <root> ...args` as CI would (CI=true, no terminal) and returns its exit code and output. */
export async function edsite(root: string, ...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, [bin, "--root", root, ...args], { env: { ...process.env, CI: "true" }, maxBuffer: 16 * 1024 * 1024 });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

/**
 * `edsite --root <root> build ...args` run in this process: the exit code and the lines the CLI prints on CI
 * (stdout is left empty: the build prints nothing there). For tests of what a build makes of a site; tests of
 * the CLI's process itself (its exit, its compile workers, its cache's code version) run `edsite`. A new
 * process for each build loaded edsite and warmed the MDX compiler from cold: the Docusaurus, content, output
 * and versioning tests (81 files) took 345 s of CPU time against 424 s (user and system, one run each), which
 * a suite that keeps both cores busy gets back as time.
 */
export async function buildInProcess(root: string, ...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  let stderr = "";
  const write = (text: string) => void (stderr += text);
  const outAt = args.indexOf("--out-dir");
  const known = args.every((arg, i) => arg === "--strict" || arg === "--no-cache" || arg === "--out-dir" || (outAt >= 0 && i === outAt + 1));
  if (!known || (outAt >= 0 && args[outAt + 1] === undefined)) throw new Error(`buildInProcess takes --strict, --no-cache and --out-dir <dir>, not ${args.join(" ")}`);
  const options = { root: path.resolve(root), outDir: outAt >= 0 ? args[outAt + 1]! : "dist", strict: args.includes("--strict"), cache: !args.includes("--no-cache") };
  try {
    const code = await runBuildCommand({ ...options, reporter: plainReporter((line) => write(`${line}\n`)), write });
    return { code, stdout: "", stderr };
  } catch (error) {
    write(`${formatError(error, { root: options.root, debug: false })}\n`);
    return { code: 1, stdout: "", stderr };
  }
}
