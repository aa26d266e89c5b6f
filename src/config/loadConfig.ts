import { existsSync } from "node:fs";
import path from "node:path";
import { build, type BuildOptions, type Message } from "esbuild";
import { placeOfThrow } from "./placeOfThrow.js";
import { settledStamp, stampsHold } from "../fileStamp.js";
import { ConfigError } from "../errors.js";
import { configSchema, type ResolvedConfig } from "./schema.js";
import { formatConfigIssues } from "./formatConfigIssues.js";

/**
 * What esbuild's failure to compile a config file (or a file it imports) says, and where: the place may be in
 * an imported file, which esbuild names relative to the working folder.
 */
export function compileFailure(error: unknown, file: string): { text: string; unresolved: boolean; place: { file: string; line?: number; column?: number } } {
  const first = (error as { errors?: Message[] }).errors?.[0];
  return {
    text: first?.text ?? String(error),
    unresolved: first?.text.startsWith("Could not resolve") ?? false,
    place: {
      file: first?.location?.file ? path.resolve(first.location.file) : file,
      line: first?.location?.line,
      column: first?.location ? first.location.column + 1 : undefined,
    },
  };
}

/** Validates a config object; every problem is listed in one error. */
export function resolveConfig(input: unknown, file: string): ResolvedConfig {
  const result = configSchema.safeParse(input);
  if (result.success) return result.data;
  const lines = formatConfigIssues(result.error.issues, input);
  throw new ConfigError(`Invalid config:\n${lines.map((l) => `  - ${l}`).join("\n")}`, {
    file,
    hint: "Fix the fields named above in the config file; the README lists every field.",
  });
}

/**
 * The config last loaded, with a stamp of every file it was compiled from. `dev` loads the config on every
 * save; while none of those files changed, the last config is the answer and esbuild is not asked again.
 */
export interface ConfigMemo {
  last?: { file: string; stamps: Map<string, string | undefined>; config: ResolvedConfig };
}

/**
 * Compiles `edsite.config.ts` with esbuild (so it may import other local files) and evaluates it in memory,
 * leaving nothing behind on disk for the watcher to trip over.
 */
export async function loadConfig(file: string, memo?: ConfigMemo): Promise<ResolvedConfig> {
  const last = memo?.last;
  if (last?.file === file && stampsHold(last.stamps)) return last.config;
  const readAt = Date.now();
  if (!existsSync(file)) {
    throw new ConfigError("No config file found.", {
      file,
      hint: "Create edsite.config.ts at the site's root (see the README), or pass --config <path>.",
    });
  }
  let code: string;
  let inputs: string[];
  const options = { entryPoints: [file], bundle: true, write: false, platform: "node", format: "esm", target: "node20", logLevel: "silent", metafile: true } satisfies BuildOptions;
  try {
    const result = await build(options);
    code = result.outputFiles[0]!.text;
    inputs = Object.keys(result.metafile.inputs).map((input) => path.resolve(input));
  } catch (error) {
    const failure = compileFailure(error, file);
    throw new ConfigError(`The config file does not compile: ${failure.text}`, {
      ...failure.place,
      hint: failure.unresolved
        ? "Check the import's path (relative to the file that imports it) or install the package it names."
        : "Fix the TypeScript syntax at that position.",
      cause: error,
    });
  }
  let exported: unknown;
  try {
    const module = (await import(`data:text/javascript;base64,${Buffer.from(code).toString("base64")}`)) as { default?: unknown };
    exported = module.default;
  } catch (error) {
    const place = await placeOfThrow(options, error, (frame) => frame.includes("data:text/javascript;base64,"));
    const thrown = new ConfigError(`The config file threw while loading: ${(error as Error).message}`, {
      ...(place ?? { file }),
      hint: "The config runs as code: fix what throws at that line, so that it only builds and exports an object.",
      cause: error,
    });
    thrown.codeFrame = place?.codeFrame;
    throw thrown;
  }
  if (exported === undefined) {
    throw new ConfigError("The config file has no default export.", {
      file,
      hint: "End it with `export default defineConfig({ ... })` or `export default { ... }`.",
    });
  }
  const config = resolveConfig(exported, file);
  if (memo) memo.last = { file, stamps: new Map(inputs.map((input) => [input, settledStamp(input, readAt)])), config };
  return config;
}
