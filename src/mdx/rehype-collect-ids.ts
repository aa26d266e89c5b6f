// Every id an element of the page will carry, for the anchor checker: heading ids, GFM footnote ids
// (`user-content-fn-1`, `user-content-fnref-1`, `footnote-label`) and literal `id="…"` on JSX elements.
import type { Root } from "hast";
import type { VFile } from "vfile";
import { walkTree } from "./walkTree.js";
import { compileStateOf } from "./compileState.js";

interface JsxAttribute {
  type: string;
  name?: string;
  value?: unknown;
}

const jsxTypes = new Set(["mdxJsxFlowElement", "mdxJsxTextElement"]);

/** Lists the ids of the content's elements; an id set by a JS expression cannot be known and is left out. */
export default function rehypeCollectIds() {
  return (tree: Root, file: VFile): void => {
    const ids = new Set<string>();
    walkTree(tree, (node) => {
      if (node.type === "element") {
        const id = node.properties.id;
        if (typeof id === "string" && id !== "") ids.add(id);
      } else if (jsxTypes.has(node.type)) {
        const attributes = (node as { attributes?: JsxAttribute[] }).attributes ?? [];
        for (const attribute of attributes) {
          if (attribute.type === "mdxJsxAttribute" && attribute.name === "id" && typeof attribute.value === "string") {
            ids.add(attribute.value);
          }
        }
      }
    });
    compileStateOf(file).ids = [...ids];
  };
}
