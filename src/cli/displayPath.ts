import path from "node:path";

/** A path relative to the site when it is inside it, absolute otherwise: what the CLI's messages show. */
export function displayPath(root: string, target: string): string {
  const relative = path.relative(root, target);
  return relative && !relative.startsWith("..") ? relative : target;
}
