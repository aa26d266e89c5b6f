import { readFileSync } from "node:fs";
import path from "node:path";
import { edsiteRoot } from "./edsitePaths.js";

/** edsite's own version, from its package.json: what the pages' generator tag names. */
export const edsiteVersion: string = (JSON.parse(readFileSync(path.join(edsiteRoot, "package.json"), "utf8")) as { version: string }).version;
