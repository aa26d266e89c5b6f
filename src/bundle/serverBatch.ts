// A big site's server bundle is built in batches of routes (see SERVER_BATCH_ROUTES), all of them before the
// first page renders. Held in memory, their code was 880 MB at 100,000 pages by the end of the bundle stage;
// a build with a scratch folder writes each batch's code there as it is built, and a render worker reads
// its batch from the file. A batch replayed from a kept build is not written: its code is read where the kept
// build has it (see keptOutputFile), and only if one of its pages is rendered.
import { readFileSync } from "node:fs";
import { mkdir, mkdtemp, writeFile } from "node:fs/promises";
import path from "node:path";
import type { OutputFile } from "esbuild";
import { keptPlaceOf, readPlace, type BytePlace } from "./keptOutputFile.js";

/** A module's code: its bytes, or where they lie in a file (a kept build's, see keptOutputFile). */
export type ModuleCode = Uint8Array | BytePlace;

/** The code of an esbuild output, left where it lies when that is a kept build's file. */
export function moduleCodeOf(output: OutputFile): ModuleCode {
  return keptPlaceOf(output) ?? output.contents;
}

/** The code's bytes, read from its place if they are not in memory. */
export function codeBytes(code: ModuleCode): Uint8Array {
  return code instanceof Uint8Array ? code : readPlace(code);
}

/** One module of a batched server bundle: the code of routes `first` to `first + count - 1`, as CommonJS. */
export interface ServerBatch {
  first: number;
  count: number;
  /** The code, when it is held in memory; `file` otherwise. */
  code?: Uint8Array;
  /** The file the code was written to (see spillBatch), or lies in from `range[0]`, `range[1]` bytes long. */
  file?: string;
  range?: [start: number, length: number];
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
  range?: [start: number, length: number];
}

/** A fresh folder in `scratchDir` for one server bundle's batches: each locale of a site bundles its own. */
export async function batchFolder(scratchDir: string | undefined): Promise<string | undefined> {
  if (scratchDir === undefined) return undefined;
  await mkdir(scratchDir, { recursive: true });
  return mkdtemp(path.join(scratchDir, "server-"));
}

/**
 * The batch, its code written into `folder` (see batchFolder) when there is one, else kept as it is; code that
 * lies in a file already is left there.
 */
export async function spillBatch(batch: Omit<ServerBatch, "code" | "patch"> & { code: ModuleCode; patch?: { routes: number[]; code: ModuleCode } }, folder: string | undefined): Promise<ServerBatch> {
  const { patch, code, ...rest } = batch;
  const spilled: ServerBatch = { ...rest, ...(await spilledCode(code, folder, `${batch.first}.cjs`)) };
  if (patch) spilled.patch = { routes: patch.routes, ...(await spilledCode(patch.code, folder, `${batch.first}.patch.cjs`)) };
  return spilled;
}

async function spilledCode(code: ModuleCode, folder: string | undefined, name: string): Promise<Pick<ServerBatch, "code" | "file" | "range">> {
  if (!(code instanceof Uint8Array)) return { file: code.file, range: [code.start, code.length] };
  if (folder === undefined) return { code };
  const file = path.join(folder, name);
  await writeFile(file, code);
  return { file };
}

/** Whether the batch's patch renders route `index` (a site index) rather than the batch's own code. */
export function patchRenders(batch: Pick<ServerBatch, "patch">, index: number): boolean {
  return batch.patch?.routes.includes(index) ?? false;
}

/** A batch's code as text, from memory or from its file. */
export function batchCode(batch: Pick<ServerBatch, "code" | "file" | "range">): string {
  if (batch.file !== undefined && batch.range) return Buffer.from(readPlace({ file: batch.file, start: batch.range[0], length: batch.range[1] })).toString("utf8");
  if (batch.file !== undefined) return readFileSync(batch.file, "utf8");
  return new TextDecoder().decode(batch.code);
}
