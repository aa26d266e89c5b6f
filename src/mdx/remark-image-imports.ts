// Makes each Markdown image with a relative path (`![Diagram](./img/diagram.png)`) an import of that file,
// as Docusaurus does: the bundler then copies the image into `assets/` under a name that changes with its
// contents, and a missing image fails the build at its line instead of breaking the page. Images named by
// a site path (`/img/logo.png`, a file of the static folder) or a URL stay links.
import type { Image, Root } from "mdast";
import type { MdxjsEsm } from "mdast-util-mdxjs-esm";
import type { MdxJsxAttribute, MdxJsxTextElement } from "mdast-util-mdx-jsx";
import { esmDefaultImport, identifierAttribute } from "./mdxNodes.js";
import { walkTree } from "./walkTree.js";

/** Whether an image's URL names a file beside the page: no scheme, not a site path, not a fragment. */
function isRelativeFile(url: string): boolean {
  return url !== "" && !/^[a-z][a-z0-9+.-]*:/i.test(url) && !url.startsWith("/") && !url.startsWith("#") && !/[?#]/.test(url);
}

/** `value` as a JSX attribute of the element. */
function attribute(name: string, value: string): MdxJsxAttribute {
  return { type: "mdxJsxAttribute", name, value };
}

export default function remarkImageImports() {
  return (tree: Root): void => {
    const imports: MdxjsEsm[] = [];
    const localOf = new Map<string, string>();
    walkTree(tree, (node, index, parent) => {
      if (node.type !== "image" || index === undefined || !parent || !isRelativeFile(node.url)) return undefined;
      const image = node as Image;
      const source = decodeURI(image.url.startsWith(".") ? image.url : `./${image.url}`);
      let local = localOf.get(source);
      if (local === undefined) {
        local = `__edsiteImage${localOf.size}`;
        localOf.set(source, local);
        imports.push(esmDefaultImport(local, source));
      }
      const element: MdxJsxTextElement = {
        type: "mdxJsxTextElement",
        name: "img",
        attributes: [identifierAttribute("src", local), attribute("alt", image.alt ?? ""), ...(image.title ? [attribute("title", image.title)] : [])],
        children: [],
        position: image.position,
      };
      (parent.children as unknown[])[index] = element;
      return undefined;
    });
    tree.children.unshift(...imports);
  };
}
