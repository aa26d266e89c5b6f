// Running the real CLI (bin/edsite.js) from tests, on copies of fixture sites so builds never write into the repo.
// test/globalSetup.ts compiles it to lib/ once, before any test file runs.
import { execFile } from "node:child_process";
import { cp, mkdtemp } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";

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
