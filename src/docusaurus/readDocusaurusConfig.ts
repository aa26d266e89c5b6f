import path from "node:path";
import type { ThrowPlace } from "../config/placeOfThrow.js";
import { ConfigError } from "../errors.js";
import { evaluateSiteModule } from "./evaluateSiteModule.js";

/** A Docusaurus config as its file gives it, before edsite maps it, and the site's files it was made from. */
export interface RawDocusaurusConfig {
  raw: Record<string, unknown>;
  inputs: string[];
}

/**
 * Evaluates a Docusaurus config file as Docusaurus does: an object, or a function (maybe async) that returns
 * one. What the function throws is the writer's error at the line that threw.
 */
export async function readDocusaurusConfig(file: string, cacheDir: string): Promise<RawDocusaurusConfig> {
  const { exports, inputs, placeOfThrow } = await evaluateSiteModule(file, cacheDir);
  let raw: unknown = exports.default ?? exports;
  if (typeof raw === "function") raw = await callConfigFunction(raw as () => unknown, file, placeOfThrow);
  if (typeof raw !== "object" || raw === null) {
    throw new ConfigError(`${path.basename(file)} exports no config object.`, { file, hint: "Export the config object (or a function that returns it) as the default export, as Docusaurus expects." });
  }
  return { raw: raw as Record<string, unknown>, inputs };
}

/** The config a config function returns; what it throws, as the writer's error at the line that threw. */
async function callConfigFunction(create: () => unknown, file: string, placeOfThrow: (error: unknown) => Promise<ThrowPlace | undefined>): Promise<unknown> {
  try {
    return await create();
  } catch (error) {
    const place = await placeOfThrow(error);
    const thrown = new ConfigError(`${path.basename(file)}'s config function threw: ${error instanceof Error ? error.message : String(error)}`, {
      ...(place ?? { file }),
      hint: "It runs as code; fix what it throws at that line, as Docusaurus would have to.",
      cause: error,
    });
    thrown.codeFrame = place?.codeFrame;
    throw thrown;
  }
}
