// The site every Docusaurus user started from, taken from the create-docusaurus package at test time and
// assembled as create-docusaurus assembles it: the shared files, then the classic template's over them.
import { cp, mkdir, mkdtemp, rename } from "node:fs/promises";
import path from "node:path";

const templates = path.resolve("node_modules/create-docusaurus/templates");

/**
 * A fresh copy of the classic template under test/.tmp/, inside this repository so that its imports
 * (`prism-react-renderer`, `clsx`, React) resolve from the repository's node_modules.
 */
export async function classicTemplate(): Promise<string> {
  await mkdir(path.resolve("test/.tmp"), { recursive: true });
  const site = await mkdtemp(path.resolve("test/.tmp/classic-"));
  for (const part of ["shared", "classic"]) {
    await cp(path.join(templates, part), site, { recursive: true });
  }
  await rename(path.join(site, "gitignore"), path.join(site, ".gitignore"));
  return site;
}
