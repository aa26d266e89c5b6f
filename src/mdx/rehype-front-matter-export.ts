// Exports the file's front matter and first h1 from its compiled module as `frontMatter` and `contentTitle`, as
// Docusaurus's MDX loader does for every Markdown file: content writes `{frontMatter.title}` or passes
// `frontMatter={frontMatter}` to a component, and another module can import them. A module that exports a
// binding of that name itself keeps its own.
import type { Root, RootContent } from "hast";
import type { MdxjsEsm } from "mdast-util-mdxjs-esm";
import type { Expression } from "estree";
import type { VFile } from "vfile";
import { compileStateOf } from "./compileState.js";
import { esmConstExport } from "./mdxNodes.js";
import { exportsBinding } from "./rehype-toc-export.js";

/** A front matter value (what YAML gives: scalars, dates, lists, maps) as the estree expression that makes it. */
export function valueExpression(value: unknown): Expression {
  if (value === undefined) return { type: "Identifier", name: "undefined" };
  if (value === null) return { type: "Literal", value: null, raw: "null" };
  if (typeof value === "string" || typeof value === "boolean") return { type: "Literal", value, raw: JSON.stringify(value) };
  if (typeof value === "number") {
    return Number.isFinite(value) ? { type: "Literal", value, raw: String(value) } : { type: "Identifier", name: Number.isNaN(value) ? "NaN" : value > 0 ? "Infinity" : "-Infinity" };
  }
  if (value instanceof Date) {
    return { type: "NewExpression", callee: { type: "Identifier", name: "Date" }, arguments: [valueExpression(value.toISOString())] };
  }
  if (Array.isArray(value)) return { type: "ArrayExpression", elements: value.map(valueExpression) };
  if (typeof value === "object") {
    return {
      type: "ObjectExpression",
      properties: Object.entries(value as Record<string, unknown>).map(([key, field]) => ({
        type: "Property",
        key: { type: "Literal", value: key, raw: JSON.stringify(key) },
        value: valueExpression(field),
        kind: "init",
        method: false,
        shorthand: false,
        computed: false,
      })),
    };
  }
  return { type: "Literal", value: String(value), raw: JSON.stringify(String(value)) };
}

/** Whether a top-level ESM node imports a binding named `name`, which an export of the same name would clash with. */
function importsBinding(node: RootContent, name: string): boolean {
  if (node.type !== "mdxjsEsm") return false;
  const program = (node as unknown as MdxjsEsm).data?.estree;
  return (program?.body ?? []).some((statement) => statement.type === "ImportDeclaration" && statement.specifiers.some((specifier) => specifier.local.name === name));
}

/** `export const <name> = <value>`, the value written out as literals. */
function constExport(name: string, value: unknown): MdxjsEsm {
  return esmConstExport(name, valueExpression(value), "…");
}

/** Adds the `frontMatter` and `contentTitle` exports, after the h1 is known (see rehypeToc). */
export default function rehypeFrontMatterExport() {
  return (tree: Root, file: VFile): void => {
    const state = compileStateOf(file);
    const exports: [string, unknown][] = [
      ["frontMatter", state.frontMatter],
      ["contentTitle", state.h1],
    ];
    for (const [name, value] of exports) {
      if (tree.children.some((node) => exportsBinding(node, name) || importsBinding(node, name))) continue;
      // First, as Docusaurus puts them: content may read them anywhere.
      tree.children.unshift(constExport(name, value) as unknown as RootContent);
    }
  };
}
