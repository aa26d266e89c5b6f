// Container directives `:::note` … `:::` become admonitions:
//   <aside class="admonition admonition-note">
//     <p class="admonition-title">Title</p><div class="admonition-content">…</div>
//   </aside>
// The title is the directive's `[label]` (inline Markdown allowed), else a `title` attribute, else the type's
// default. Any other container directive is an error: it is almost always a typo of a type.
import type { Paragraph, PhrasingContent, Root } from "mdast";
import type { ContainerDirective } from "mdast-util-directive";
import type { VFile } from "vfile";
import { walkTree } from "./walkTree.js";
import { MdxCompileError } from "../errors.js";
import { admonitionType, admonitionTypes } from "../shared/admonitionTypes.js";


/** Turns admonition directives into `<aside>` markup; rejects unknown container directives. */
export default function remarkAdmonitions() {
  return (tree: Root, file: VFile): void => {
    // Collect first: the wrappers added below are container nodes too and must not be visited as directives.
    const directives: ContainerDirective[] = [];
    walkTree(tree, (node) => {
      if (node.type === "containerDirective") directives.push(node);
    });
    for (const node of directives) toAdmonition(node, file);
  };
}

function toAdmonition(node: ContainerDirective, file: VFile): void {
  const type = admonitionType(node.name);
  if (!type) {
    const known = Object.keys(admonitionTypes).join(", ");
    throw new MdxCompileError(`Unknown admonition type ":::${node.name}"; known types are ${known}`, {
      file: file.path,
      line: node.position?.start.line,
      column: node.position?.start.column,
      hint: `Use one of ${known} (e.g. \`:::note\`), or write \`\\:::\` if the colons are meant as text.`,
    });
  }

  const [first, ...rest] = node.children;
  const label = first?.type === "paragraph" && first.data?.directiveLabel ? first : undefined;
  const body = label ? rest : node.children;
  const attributeTitle = node.attributes?.title;
  const titleChildren: PhrasingContent[] = label
    ? label.children
    : [{ type: "text", value: attributeTitle ? attributeTitle : type.title }];

  const title: Paragraph = {
    type: "paragraph",
    children: titleChildren,
    data: { hName: "p", hProperties: { className: ["admonition-title"] } },
    position: label?.position,
  };
  const content: ContainerDirective = {
    type: "containerDirective",
    name: "",
    attributes: {},
    children: body,
    data: { hName: "div", hProperties: { className: ["admonition-content"] } },
  };
  node.children = [title, content];
  node.data = { ...node.data, hName: "aside", hProperties: { className: ["admonition", `admonition-${type.kind}`] } };
}
