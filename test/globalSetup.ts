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

/**
 * The CLI compiled and the Ki site built, once for the vitest process (see setup): on globalThis, since each
 * project loads this file as a module of its own.
 */
const shared = globalThis as { edsiteTestSetup?: Promise<{ top: string; dist: string }> };

async function prepare(): Promise<{ top: string; dist: string }> {
  // The tests that run bin/edsite.js run what `npm install` compiles to lib/, from the src/ under test. Once,
  // here: compiling empties lib/ first, and a test file compiling it while another ran the CLI broke both.
  await promisify(execFile)(process.execPath, ["scripts/build-cli.mjs"]);
  const top = await mkdtemp(path.join(os.tmpdir(), "edsite-ki-site-"));
  const dist = path.join(top, "dist");
  const result = await build({ root: path.resolve("."), outDir: dist, reporter: silentReporter() });
  if (!result.written) throw new Error("The Ki site did not build");
  return { top, dist };
}

// Many suites check the real site's output; building it once saves a build per suite on a 2-core CI machine.
// vitest runs this for the root project and for each project of vitest.config.ts, one after another before
// any test: all of them share the one build.
export default async function setup(project: TestProject) {
  const first = shared.edsiteTestSetup === undefined;
  shared.edsiteTestSetup ??= prepare();
  const { top, dist } = await shared.edsiteTestSetup;
  project.provide("kiDist", dist);
  return async () => {
    if (!first) return;
    await rm(top, { recursive: true, force: true });
    // The classic template's copies (see classicTemplate), which the test files leave for their last test to use.
    await rm(path.resolve("test/react19/.tmp"), { recursive: true, force: true });
  };
}
