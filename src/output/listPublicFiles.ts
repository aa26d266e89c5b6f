import { walkFiles } from "../content/walkFiles.js";

/** Files in public/, relative to it: copied to the site as they are. */
export function listPublicFiles(publicDir: string): Promise<string[]> {
  return walkFiles(publicDir, () => true);
}
