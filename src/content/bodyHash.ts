import { createHash } from "node:crypto";

/**
 * The hash of a page's body, by which the compile cache knows it (see CompileCache.keyOf). A doc described
 * from the store (see KeptDocs) brings the one kept with it, and its body is then never read.
 */
export function bodyHashOf(body: string): string {
  return createHash("sha1").update(body).digest("base64url");
}
