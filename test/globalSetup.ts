import { execFile } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import type { TestProject } from "vitest/node";
import { build } from "../src/site/build.js";
import { silentReporter } from "../src/site/reporter.js";

declare module "vitest" {
  export interface ProvidedContext {
    /** The Ki site built once for the whole run: the output folder (the site is under `ki-editor/`). */
    kiDist: string;
  }
}

// Many suites check the real site's output; building it once saves a build per suite on a 2-core CI machine.
export default async function setup(project: TestProject) {
  // The tests that run bin/edsite.js run what `npm install` compiles to lib/, from the src/ under test. Once,
  // here: compiling empties lib/ first, and a test file compiling it while another ran the CLI broke both.
  await promisify(execFile)(process.execPath, ["scripts/build-cli.mjs"]);
  const top = await mkdtemp(path.join(os.tmpdir(), "edsite-ki-site-"));
  const dist = path.join(top, "dist");
  const result = await build({ root: path.resolve("."), outDir: dist, reporter: silentReporter() });
  if (!result.written) throw new Error("The Ki site did not build");
  project.provide("kiDist", dist);
  return async () => {
    await rm(top, { recursive: true, force: true });
  };
}
