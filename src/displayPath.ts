import path from "node:path";

/**
 * A path as edsite's messages show it: relative to the site when it is inside it (as editors and terminals
 * link it), else as it is. A relative path, or a location such as `docs/intro.md:3:7`, is taken as already
 * relative to the site.
 */
export function displayPath(root: string, target: string): string {
  if (!path.isAbsolute(target)) return target;
  const relative = path.relative(root, target);
  return relative && !relative.startsWith("..") && !path.isAbsolute(relative) ? relative : target;
}
