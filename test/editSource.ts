// Editing a fixture's source between builds, for the tests of builds that reuse `.edsite-cache/`.
import { expect } from "vitest";
import { readFile, writeFile } from "node:fs/promises";

/** Rewrites `file` with `change`, which must change it: an edit that changed nothing would test nothing. */
export async function editSource(file: string, change: (text: string) => string): Promise<void> {
  const text = await readFile(file, "utf8");
  const changed = change(text);
  expect(changed).not.toBe(text);
  await writeFile(file, changed);
}
