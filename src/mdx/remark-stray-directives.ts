// remark-directive reads `:name` anywhere in text and `::name` on a line as directives, so prose such as
// `a:b` or `Ctrl:x` would vanish from the page. We use container directives only (admonitions); every text
// and leaf directive is turned back into exactly the text it was written as.
import type { Paragraph, PhrasingContent, Root, Text } from "mdast";
import type { LeafDirective, TextDirective } from "mdast-util-directive";
import type { VFile } from "vfile";
import { walkTree } from "./walkTree.js";

/** Restores text and leaf directives to the literal text they came from. */
export default function remarkStrayDirectives() {
  return (tree: Root, file: VFile): void => {
    const source = String(file.value);
    walkTree(tree, (node, index, parent) => {
      if (node.type !== "textDirective" && node.type !== "leafDirective") return undefined;
      if (!parent || index === undefined) return undefined;
      const literal = asLiteral(node, source);
      if (node.type === "textDirective") {
        parent.children.splice(index, 1, ...(literal as never[]));
      } else {
        const paragraph: Paragraph = { type: "paragraph", children: literal, position: node.position };
        parent.children.splice(index, 1, paragraph as never);
      }
      // Visit what replaced it: a label may hold further directives.
      return index;
    });
  };
}

/** The directive's source text around its label, with the label's parsed content kept in between. */
function asLiteral(node: TextDirective | LeafDirective, source: string): PhrasingContent[] {
  const start = node.position?.start.offset;
  const end = node.position?.end.offset;
  if (start === undefined || end === undefined) return [text(`:${node.name}`, node)];
  const first = node.children[0]?.position?.start.offset;
  const last = node.children.at(-1)?.position?.end.offset;
  if (first === undefined || last === undefined) return [text(source.slice(start, end), node)];
  return [text(source.slice(start, first), node), ...node.children, text(source.slice(last, end), node)];
}

function text(value: string, from: TextDirective | LeafDirective): Text {
  return { type: "text", value, position: from.position };
}
