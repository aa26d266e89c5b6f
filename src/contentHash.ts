import { createHash } from "node:crypto";

/**
 * Ten hex digits of SHA-256: the part of a generated file's name (or a module key) that changes exactly when
 * its content does, so browsers may keep the file for good.
 */
export function contentHash(content: string | Uint8Array): string {
  return createHash("sha256").update(content).digest("hex").slice(0, 10);
}
