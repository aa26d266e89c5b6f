import { realpathSync } from "node:fs";
import path from "node:path";
import { isWithin } from "../content/linkGuard.js";

/**
 * Whether the watcher may follow the symbolic link at `link`: only to somewhere inside the site or a folder it
 * reads (`realRoots`, already resolved), and not to a folder that holds the link (`x -> ..` would have it
 * watch the whole project), the same links a build follows (see LinkGuard). A link that dangles is watched
 * as a link.
 */
export function isWatchableLink(link: string, realRoots: readonly string[]): boolean {
  let real: string;
  try {
    real = realpathSync(link);
  } catch {
    return true;
  }
  let realParent: string;
  try {
    realParent = realpathSync(path.dirname(link));
  } catch {
    return false;
  }
  return realRoots.some((root) => isWithin(real, root)) && !isWithin(realParent, real);
}
