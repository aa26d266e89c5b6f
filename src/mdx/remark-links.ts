// Sends every URL written in the content (links, images, link definitions, JSX `<a href="…">`) through the
// build's link resolver, which turns relative `.md`/`.mdx` links into route URLs. Records each link with its
// place for the link checker, and reports a link to a Markdown file that does not exist as a finding.
import type { Root } from "mdast";
import type { MdxJsxFlowElement, MdxJsxTextElement } from "mdast-util-mdx-jsx";
import type { Point } from "unist";
import type { VFile } from "vfile";
import { walkTree } from "./walkTree.js";
import { compileStateOf, type CompileState } from "./compileState.js";

/** Resolves, rewrites and records the links of one document. */
export default function remarkLinks() {
  return (tree: Root, file: VFile): void => {
    const state = compileStateOf(file);
    walkTree(tree, (node) => {
      switch (node.type) {
        case "link":
        case "image":
        case "definition":
          node.url = resolve(state, node.url, node.position?.start);
          return;
        case "mdxJsxFlowElement":
        case "mdxJsxTextElement":
          resolveJsxHref(state, node);
          return;
        default:
          return;
      }
    });
  };
}

/** Only a literal `href="…"` on a lowercase `<a>` can be read at build time; expressions are left as they are. */
function resolveJsxHref(state: CompileState, node: MdxJsxFlowElement | MdxJsxTextElement): void {
  if (node.name !== "a") return;
  for (const attribute of node.attributes) {
    if (attribute.type !== "mdxJsxAttribute" || attribute.name !== "href") continue;
    if (typeof attribute.value !== "string") continue;
    attribute.value = resolve(state, attribute.value, (attribute.position ?? node.position)?.start);
  }
}

function resolve(state: CompileState, url: string, at: Point | undefined): string {
  const resolved = state.resolveLink?.(url, state.file);
  let result = url;
  if (typeof resolved === "string") {
    result = resolved;
  } else if (resolved && resolved.missing) {
    state.findings.push({
      kind: "missing-md-file",
      message: `Link to "${url}" points to a Markdown file that does not exist`,
      source: { file: state.file, line: at?.line, column: at?.column },
      url,
    });
  }
  state.links.push({ url: result, line: at?.line, column: at?.column });
  return result;
}
