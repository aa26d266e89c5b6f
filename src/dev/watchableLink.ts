import { realpathSync } from "node:fs";
import path from "node:path";
import { isWithin } from "../content/linkGuard.js";

/**
 * Whether the watcher may follow the symbolic link at `link`: only to somewhere inside the site (`realRoot`,
 * already resolved), and not to a folder that holds the link (`x -> ..` would have it watch the whole
 * project), the same links a build follows (see LinkGuard). A link that dangles is watched as a link.
 */
export function isWatchableLink(link: string, realRoot: string): boolean {
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
  return isWithin(real, realRoot) && !isWithin(realParent, real);
}
