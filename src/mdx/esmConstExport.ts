import type { Expression, Program } from "estree";
import type { MdxjsEsm } from "mdast-util-mdxjs-esm";

/**
 * `export const <name> = <init>` as the node MDX's parser would have made of it: the program MDX compiles,
 * and `value`, the source text the node stands for (what a reader of the tree sees).
 */
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
