import type { CurrentBuild } from "../shared/currentBuild.js";
import type { OutputFile } from "./emitSite.js";

/** The current-build file at `url` (a path from the host's root, as pages name it), for the output folder. */
export function currentBuildFile(url: string, current: CurrentBuild): OutputFile {
  return { path: url.replace(/^\//, ""), contents: JSON.stringify(current) };
}
