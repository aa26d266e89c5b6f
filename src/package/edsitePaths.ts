import path from "node:path";
import { fileURLToPath } from "node:url";
import { existsSync } from "node:fs";

/** The edsite package's own folder (where templates/ and node_modules/ are), found from this file's location. */
function findPackageRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path.join(dir, "package.json")) || !existsSync(path.join(dir, "templates"))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error("edsite cannot find its own templates/ folder");
    dir = parent;
  }
  return dir;
}

export const edsiteRoot = findPackageRoot();
export const templatesDir = path.join(edsiteRoot, "templates");

/** React's export names, as `npm install` read them (scripts/build-cli.mjs; see reactFacadeSource). */
export const reactExportsFile = path.join(edsiteRoot, "lib", "react-exports.json");
