// Where a bundled config threw, in the file the writer wrote: the config runs as esbuild's bundle of it, so
// its stack names places in code nobody wrote. Read back through a source map made only once it has thrown.
import { readFile } from "node:fs/promises";
import { SourceMap } from "node:module";
import path from "node:path";
import { build, type BuildOptions } from "esbuild";
import { codeFrame } from "../mdx/codeFrame.js";

/** A place in a source file (lines and columns from 1), with a few lines around it. */
export interface ThrowPlace {
  file: string;
  line: number;
  column: number;
  codeFrame?: string;
}

const INLINE_MAP = /\n\/\/# sourceMappingURL=data:application\/json;base64,([A-Za-z0-9+/=]+)\s*$/;

/**
 * The first frame of `error`'s stack that is in the bundle `options` builds (`inBundle` tells its frames)
 * and in a file of the site's own (not an installed package), found by building the bundle again with a
 * source map. The code is the same with the map, which only adds a comment at its end.
 */
export async function placeOfThrow(options: BuildOptions, error: unknown, inBundle: (frame: string) => boolean): Promise<ThrowPlace | undefined> {
  const stack = error instanceof Error ? error.stack : undefined;
  if (!stack) return undefined;
  let code: string | undefined;
  try {
    const result = await build({ ...options, write: false, sourcemap: "inline", sourcesContent: false });
    code = result.outputFiles?.[0]?.text;
  } catch {
    return undefined;
  }
  const encoded = code === undefined ? undefined : INLINE_MAP.exec(code)?.[1];
  if (!encoded) return undefined;
  const map = new SourceMap(JSON.parse(Buffer.from(encoded, "base64").toString("utf8")) as ConstructorParameters<typeof SourceMap>[0]);
  const workingDir = options.absWorkingDir ?? process.cwd();
  for (const frame of stack.split("\n").slice(1)) {
    if (!inBundle(frame)) continue;
    const position = /:(\d+):(\d+)\)?\s*$/.exec(frame);
    if (!position) continue;
    const entry = map.findEntry(Number(position[1]) - 1, Number(position[2]) - 1) as Partial<{ originalSource: string; originalLine: number; originalColumn: number }>;
    if (entry.originalSource === undefined || entry.originalLine === undefined) continue;
    const file = path.resolve(workingDir, entry.originalSource);
    if (file.split(path.sep).includes("node_modules")) continue;
    const place: ThrowPlace = { file, line: entry.originalLine + 1, column: (entry.originalColumn ?? 0) + 1 };
    const text = await readFile(file, "utf8").catch(() => undefined);
    if (text !== undefined) place.codeFrame = codeFrame(text, place.line, place.column);
    return place;
  }
  return undefined;
}
