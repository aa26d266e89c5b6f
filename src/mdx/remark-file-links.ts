// A Markdown link to a file beside the page that is not Markdown (`[the config](./settings.json)`,
// `[diagram](./assets/flow.svg)`) is a download of that file in Docusaurus: its MDX loader makes the link's
// target an import, the bundler copies the file into the output under a name that changes with its contents,
// and the link opens it in a new tab. edsite does the same; a link whose file does not exist stays a link, for
// the link checker to report.
import { existsSync, statSync } from "node:fs";
import path from "node:path";
import type { Link, Root } from "mdast";
import type { MdxjsEsm } from "mdast-util-mdxjs-esm";
import type { MdxJsxAttribute, MdxJsxTextElement } from "mdast-util-mdx-jsx";
import type { VFile } from "vfile";
import { compileStateOf } from "./compileState.js";
import { esmDefaultImport, identifierAttribute } from "./mdxNodes.js";
import { walkTree } from "./walkTree.js";

/** The prefix of an import whose default export is the bundled file's URL, whatever its type (see fileUrlImports). */
export const FILE_URL_PREFIX = "edsite-file-url:";

/** The file a link names beside the page: a relative path to something other than Markdown, no query or fragment. */
function linkedFile(url: string, from: string): string | undefined {
  if (url === "" || /^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith("/") || url.startsWith("#") || /[?#]/.test(url) || /\.mdx?$/i.test(url)) return undefined;
  let decoded: string;
  try {
    decoded = decodeURI(url);
  } catch {
    return undefined;
  }
  const file = path.resolve(path.dirname(from), decoded);
  return existsSync(file) && statSync(file).isFile() ? file : undefined;
}

/** Makes each link to an existing non-Markdown file beside the page an `<a>` to the bundled file, opening in a new tab. */
export default function remarkFileLinks() {
  return (tree: Root, vfile: VFile): void => {
    const state = compileStateOf(vfile);
    const imports: MdxjsEsm[] = [];
    const localOf = new Map<string, string>();
    walkTree(tree, (node, index, parent) => {
      if (node.type !== "link" || index === undefined || !parent) return undefined;
      const link = node as Link;
      const file = linkedFile(link.url, state.file);
      if (file === undefined) return undefined;
      let local = localOf.get(file);
      if (local === undefined) {
        local = `__edsiteFile${localOf.size}`;
        localOf.set(file, local);
        imports.push(esmDefaultImport(local, `${FILE_URL_PREFIX}${file}`));
      }
      const attributes: MdxJsxAttribute[] = [{ type: "mdxJsxAttribute", name: "target", value: "_blank" }, identifierAttribute("href", local)];
      if (link.title) attributes.push({ type: "mdxJsxAttribute", name: "title", value: link.title });
      const element: MdxJsxTextElement = { type: "mdxJsxTextElement", name: "a", attributes, children: link.children as MdxJsxTextElement["children"], position: link.position };
      (parent.children as unknown[])[index] = element;
      return undefined;
    });
    tree.children.unshift(...imports);
  };
}
