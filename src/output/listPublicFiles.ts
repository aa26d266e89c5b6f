import { walkFiles } from "../content/walkFiles.js";
import type { LinkGuard } from "../content/linkGuard.js";

/**
 * Files in public/, relative to it: copied to the site as they are. A symbolic link is listed when `links`
 * follows it (it leads inside the site), and is then copied as the file it leads to.
 */
export function listPublicFiles(publicDir: string, links: LinkGuard): Promise<string[]> {
  return walkFiles(publicDir, () => true, links);
}
