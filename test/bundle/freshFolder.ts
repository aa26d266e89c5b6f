import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach } from "vitest";

/** Gives each test of the file calling this a folder of its own, removed once the test ends: call the result for it. */
export function freshFolderPerTest(prefix: string): () => string {
  let folder: string | undefined;
  beforeEach(async () => {
    folder = await mkdtemp(path.join(os.tmpdir(), prefix));
  });
  afterEach(async () => {
    if (folder) await rm(folder, { recursive: true, force: true });
  });
  return () => folder!;
}
