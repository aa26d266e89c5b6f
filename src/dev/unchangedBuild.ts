// A save in dev usually changes one page, yet every bundle is asked for again: the browser runtime, and (on a
// small site) each route's own build. esbuild relinks and reprints the whole output of a build even when
// nothing it reads has changed, so a build whose inputs are as the last one read them is not run at all.
import path from "node:path";
import type { Metafile } from "esbuild";
import { settledStamp, stampsHold } from "../fileStamp.js";
import { sameContents } from "./sameContents.js";
import { isPluginModule } from "../bundle/esbuildInputs.js";
import { reloadContents, resolvedAlike, type PluginSlot } from "./swappablePlugins.js";

/**
 * What one build read: the modules its plugins loaded (their contents, which the compile cache and the
 * route plans hold anyway, and which compare faster than they hash) and the files it read (by size and time).
 */
export interface BuildInputs {
  loaded: Map<string, string | Uint8Array>;
  /** A file whose stamp could not be trusted (changed while the build ran) is undefined: the next build runs. */
  files: Map<string, string | undefined>;
}

/** Records the inputs of a build that started at `startedAt` (Date.now()) and just finished. */
export function recordInputs(slot: PluginSlot, metafile: Metafile, workingDir: string, startedAt: number): BuildInputs {
  const loaded = new Map<string, string | Uint8Array>();
  const files = new Map<string, string | undefined>();
  for (const input of Object.keys(metafile.inputs)) {
    const module = slot.loaded.get(input);
    if (module) {
      loaded.set(input, module.contents);
      continue;
    }
    if (isPluginModule(input)) {
      // A plugin's module with no recorded load: nothing to compare it with next time.
      files.set(input, undefined);
      continue;
    }
    const file = path.resolve(workingDir, input);
    // Saved while the build ran: the build may have read the old text or the new one.
    files.set(file, settledStamp(file, startedAt));
  }
  return { loaded, files };
}

/**
 * True when every module the plugins would load now, every import they would resolve and every file read is
 * what the last build had.
 */
export async function inputsUnchanged(slot: PluginSlot, last: BuildInputs): Promise<boolean> {
  if (!stampsHold(last.files)) return false;
  for (const [key, contents] of last.loaded) {
    const now = await reloadContents(slot, key);
    if (now === undefined || !sameContents(contents, now)) return false;
  }
  return resolvedAlike(slot);
}
