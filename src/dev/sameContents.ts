/** Whether two texts or byte arrays hold the same thing; a missing one is never the same. */
export function sameContents(a: string | Uint8Array, b: string | Uint8Array | undefined): boolean {
  if (b === undefined) return false;
  // A page that did not change between two builds is the very same array (see renderPage).
  if (a === b) return true;
  if (typeof a === "string" && typeof b === "string") return a === b;
  return Buffer.from(a).equals(Buffer.from(b));
}
