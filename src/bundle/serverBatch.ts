// A big site's server bundle is built in batches of routes (see SERVER_BATCH_ROUTES), all of them before the
// first page renders. Held in memory, their code was 880 MB at 100,000 pages by the end of the bundle stage;
// a build with a scratch folder writes each batch's code there as it is built, and a render worker reads
// its batch from the file.
import { readFileSync } from "node:fs";
import { mkdir, mkdtemp, writeFile } from "node:fs/promises";
import path from "node:path";

/** One module of a batched server bundle: the code of routes `first` to `first + count - 1`, as CommonJS. */
export interface ServerBatch {
  first: number;
  count: number;
  /** The code, when it is held in memory; `file` otherwise. */
  code?: Uint8Array;
  /** The file the code was written to (see spillBatch). */
  file?: string;
  /**
   * Whether this thread needs the code once the pages are rendered: the first batch's renders the feeds'
   * contents. Another batch's code in memory is let go once a render worker has its copy (see renderInWorkers).
   */
  keepCode: boolean;
  /** A module that renders some of the batch's routes instead of the code above (see patchedServerBatch). */
  patch?: BatchPatch;
}

/** The routes a batch's patch renders, by site index, and its code or the file it was written to. */
export interface BatchPatch {
  routes: number[];
  code?: Uint8Array;
  file?: string;
}

/** A fresh folder in `scratchDir` for one server bundle's batches: each locale of a site bundles its own. */
export async function batchFolder(scratchDir: string | undefined): Promise<string | undefined> {
  if (scratchDir === undefined) return undefined;
  await mkdir(scratchDir, { recursive: true });
  return mkdtemp(path.join(scratchDir, "server-"));
}

/** The batch, its code written into `folder` (see batchFolder) when there is one, else kept as it is. */
export async function spillBatch(batch: ServerBatch & { code: Uint8Array }, folder: string | undefined): Promise<ServerBatch> {
  if (folder === undefined) return batch;
  const file = path.join(folder, `${batch.first}.cjs`);
  await writeFile(file, batch.code);
  const spilled: ServerBatch = { first: batch.first, count: batch.count, file, keepCode: batch.keepCode };
  if (batch.patch?.code) {
    const patchFile = path.join(folder, `${batch.first}.patch.cjs`);
    await writeFile(patchFile, batch.patch.code);
    spilled.patch = { routes: batch.patch.routes, file: patchFile };
  }
  return spilled;
}

/** Whether the batch's patch renders route `index` (a site index) rather than the batch's own code. */
export function patchRenders(batch: Pick<ServerBatch, "patch">, index: number): boolean {
  return batch.patch?.routes.includes(index) ?? false;
}

/** A batch's code as text, from memory or from its file. */
export function batchCode(batch: Pick<ServerBatch, "code" | "file">): string {
  if (batch.file !== undefined) return readFileSync(batch.file, "utf8");
  return new TextDecoder().decode(batch.code);
}
