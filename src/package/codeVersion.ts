import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { edsiteRoot } from "./edsitePaths.js";

/**
 * Identifies the compiler's code: every file of the folder this module was loaded from (lib/ once compiled,
 * src/ in tests) and the versions of the packages that decide the compiled output.
 */
export function codeVersion(): string {
  const hash = createHash("sha1");
  const here = fileURLToPath(import.meta.url);
  const top = path.relative(edsiteRoot, here).split(path.sep)[0];
  const codeDir = top && top !== ".." ? path.join(edsiteRoot, top) : path.dirname(here);
  for (const file of codeFiles(codeDir)) hash.update(file).update(readFileSync(file));
  for (const name of ["@mdx-js/mdx", "refractor", "remark-gfm", "remark-directive"]) {
    try {
      hash.update(`${name}@${(JSON.parse(readFileSync(path.join(edsiteRoot, "node_modules", name, "package.json"), "utf8")) as { version: string }).version}`);
    } catch {
      hash.update(`${name}@?`);
    }
  }
  return hash.digest("base64url");
}

function codeFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((file) => /\.(c?js|ts|tsx)$/.test(file))
    .sort()
    .map((file) => path.join(dir, file));
}
