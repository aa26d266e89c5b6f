import { createRequire } from "node:module";
import path from "node:path";
import { ContentError } from "../errors.js";
import { edsiteRoot } from "../package/edsitePaths.js";

/** Where a site's React is: the folders of its `react` and `react-dom` packages. */
export interface SiteReact {
  react: string;
  reactDom: string;
  /** True when they are edsite's own copies (the site installed none, or the same ones). */
  own: boolean;
}

const found = new Map<string, SiteReact>();

/** The folder of a package as Node finds it from `from`, if it does. */
function packageDir(name: string, from: string): string | undefined {
  try {
    return path.dirname(createRequire(path.join(from, "package.json")).resolve(`${name}/package.json`));
  } catch {
    return undefined;
  }
}

/**
 * The React a site's pages run on, server and browser alike: the one the site installed (a Docusaurus site
 * declares react and react-dom, 18 or 19), else edsite's own. The site's components and edsite's theme must
 * share one copy: elements of one React are not valid children of another.
 */
export function siteReact(siteRoot: string): SiteReact {
  let known = found.get(siteRoot);
  if (known) return known;
  const own = { react: packageDir("react", edsiteRoot)!, reactDom: packageDir("react-dom", edsiteRoot)! };
  const react = packageDir("react", siteRoot);
  const reactDom = packageDir("react-dom", siteRoot);
  if (react === undefined || react === own.react) known = { ...own, own: true };
  else if (reactDom === undefined) {
    throw new ContentError(`The site installs React (${react}) but not react-dom.`, {
      file: path.join(siteRoot, "package.json"),
      hint: `Install the react-dom of the same version as react in the site's folder (npm install react-dom@${version(react)}).`,
    });
  } else known = { react, reactDom, own: false };
  found.set(siteRoot, known);
  return known;
}

function version(dir: string): string {
  return (createRequire(path.join(dir, "package.json"))("./package.json") as { version: string }).version;
}

/** esbuild aliases that send every import of React, wherever it is written, to the site's copy. */
export function reactAliases(react: SiteReact): Record<string, string> {
  return react.own ? {} : { react: react.react, "react-dom": react.reactDom };
}

/** The imports of React a server bundle leaves for Node to load once, written as esbuild then sees them. */
export function externalReact(react: SiteReact): string[] {
  const packages = react.own ? ["react", "react-dom"] : [react.react, react.reactDom];
  return packages.flatMap((name) => [name, `${name}/*`]);
}
