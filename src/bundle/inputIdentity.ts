// A kept esbuild build is replayed while every file it read is as it was. A file's size and time say so at
// once, but a fresh clone (CI restoring `.edsite-cache/` from its cache) gives every file a new time and the
// same bytes. So a file whose stamp moved is compared by what esbuild saw of it instead: a file's contents,
// a folder's names (a file added beside an import may change what it resolves to).
import { createHash } from "node:crypto";
import { readdirSync, readFileSync, statSync } from "node:fs";

/** What esbuild saw of a file or folder, as a hash; "missing" when it is gone. */
function identityOf(file: string): string {
  try {
    const hash = createHash("sha1");
    if (statSync(file).isDirectory()) hash.update(readdirSync(file).sort().join("\0"));
    else hash.update(readFileSync(file));
    return hash.digest("base64url");
  } catch {
    return "missing";
  }
}

/** Identities read once per run: the bundle stages' builds share most of the files they read. */
export function inputIdentities(): (file: string) => string {
  const known = new Map<string, string>();
  return (file) => {
    let identity = known.get(file);
    if (identity === undefined) known.set(file, (identity = identityOf(file)));
    return identity;
  };
}
