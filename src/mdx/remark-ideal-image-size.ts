// `<Image img={require('./x.png')} />` with Image from `@theme/IdealImage` gets the image's width and height
// from its file, so the browser keeps the image's room before it loads, as Docusaurus's ideal-image loader
// gives them. Only the file beside the page is read: a site path (`img="/img/x.png"`) keeps no size.
import path from "node:path";
import type { Root } from "mdast";
import type { MdxJsxAttribute, MdxJsxFlowElement, MdxJsxTextElement } from "mdast-util-mdx-jsx";
import type { Program, Expression } from "estree";
import type { VFile } from "vfile";
import { imageSize } from "./imageSize.js";
import { walkTree } from "./walkTree.js";

const IDEAL_IMAGE = "@theme/IdealImage";

/** Sizes the IdealImage elements whose image is a `require` of a file beside the page. */
export default function remarkIdealImageSize() {
  return (tree: Root, file: VFile): void => {
    const names = idealImageNames(tree);
    if (names.size === 0 || !file.path) return;
    walkTree(tree, (node) => {
      if ((node.type !== "mdxJsxFlowElement" && node.type !== "mdxJsxTextElement") || !names.has(node.name ?? "")) return undefined;
      const element = node as MdxJsxFlowElement | MdxJsxTextElement;
      const attributes = element.attributes.filter((a): a is MdxJsxAttribute => a.type === "mdxJsxAttribute");
      if (attributes.some((a) => a.name === "width" || a.name === "height")) return undefined;
      const required = requiredFile(attributes.find((a) => a.name === "img"));
      const size = required && imageSize(path.resolve(path.dirname(file.path), required));
      if (size) element.attributes.push({ type: "mdxJsxAttribute", name: "width", value: String(size.width) }, { type: "mdxJsxAttribute", name: "height", value: String(size.height) });
      return undefined;
    });
  };
}

/** The names the page imports `@theme/IdealImage`'s default export under. */
function idealImageNames(tree: Root): Set<string> {
  const names = new Set<string>();
  for (const node of tree.children) {
    if (node.type !== "mdxjsEsm") continue;
    const program = (node.data as { estree?: Program } | undefined)?.estree;
    for (const statement of program?.body ?? []) {
      if (statement.type !== "ImportDeclaration" || statement.source.value !== IDEAL_IMAGE) continue;
      for (const specifier of statement.specifiers) if (specifier.type === "ImportDefaultSpecifier") names.add(specifier.local.name);
    }
  }
  return names;
}

/** The relative path in `img={require("./x.png")}`, if that is what the attribute is. */
function requiredFile(attribute: MdxJsxAttribute | undefined): string | undefined {
  const value = attribute?.value;
  if (!value || typeof value === "string") return undefined;
  const statement = (value.data?.estree as Program | undefined)?.body[0];
  const call = statement?.type === "ExpressionStatement" ? (statement.expression as Expression) : undefined;
  if (call?.type !== "CallExpression" || call.callee.type !== "Identifier" || call.callee.name !== "require") return undefined;
  const argument = call.arguments[0];
  return argument?.type === "Literal" && typeof argument.value === "string" && argument.value.startsWith(".") ? argument.value : undefined;
}
