// The MDX nodes edsite's Markdown plugins add, built as MDX's own parser would have made them from source:
// the text a reader of the tree sees, and the ESTree that MDX compiles.
import type { Expression, Program } from "estree";
import type { MdxjsEsm } from "mdast-util-mdxjs-esm";
import type { MdxJsxAttribute } from "mdast-util-mdx-jsx";

/** `import <local> from "<source>"`. */
export function esmDefaultImport(local: string, source: string): MdxjsEsm {
  const program: Program = {
    type: "Program",
    sourceType: "module",
    body: [
      {
        type: "ImportDeclaration",
        specifiers: [{ type: "ImportDefaultSpecifier", local: { type: "Identifier", name: local } }],
        source: { type: "Literal", value: source, raw: JSON.stringify(source) },
        attributes: [],
      },
    ],
  };
  return { type: "mdxjsEsm", value: `import ${local} from ${JSON.stringify(source)}`, data: { estree: program } };
}

/** `export const <name> = <init>`, where `value` is the source text `init` stands for. */
export function esmConstExport(name: string, init: Expression, value: string): MdxjsEsm {
  const program: Program = {
    type: "Program",
    sourceType: "module",
    body: [
      {
        type: "ExportNamedDeclaration",
        specifiers: [],
        attributes: [],
        source: null,
        declaration: { type: "VariableDeclaration", kind: "const", declarations: [{ type: "VariableDeclarator", id: { type: "Identifier", name }, init }] },
      },
    ],
  };
  return { type: "mdxjsEsm", value: `export const ${name} = ${value}`, data: { estree: program } };
}

/** A JSX attribute whose value is a binding: `<name>={<local>}` (an import's, say). */
export function identifierAttribute(name: string, local: string): MdxJsxAttribute {
  return {
    type: "mdxJsxAttribute",
    name,
    value: { type: "mdxJsxAttributeValueExpression", value: local, data: { estree: { type: "Program", sourceType: "module", body: [{ type: "ExpressionStatement", expression: { type: "Identifier", name: local } }] } } },
  };
}
