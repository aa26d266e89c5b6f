// The site every Docusaurus user started from, taken from the create-docusaurus package at test time and
// assembled as create-docusaurus assembles it: the shared files, then the classic template's over them.
import { cp, mkdir, mkdtemp, rename } from "node:fs/promises";
import path from "node:path";

const templates = path.resolve("node_modules/create-docusaurus/templates");

/**
 * A fresh copy of the classic template under test/react19/.tmp/, whose node_modules hold what the
 * template's package.json asks for (React 19, clsx, prism-react-renderer), as a new site's would.
 */
export async function classicTemplate(): Promise<string> {
  const tmp = path.resolve("test/react19/.tmp");
  await mkdir(tmp, { recursive: true });
  const site = await mkdtemp(path.join(tmp, "classic-"));
  for (const part of ["shared", "classic"]) {
    await cp(path.join(templates, part), site, { recursive: true });
  }
  await rename(path.join(site, "gitignore"), path.join(site, ".gitignore"));
  return site;
}
