// A Docusaurus `<CodeBlock language="ts">{`…`}</CodeBlock>` whose code and options are written out in the page
// is highlighted while building, as a fenced block is: the theme's CodeBlock gets the highlighted lines as a
// prop (`highlightedHtml`, with Prism's name for the language), so no highlighter ships to the browser and
// the browser renders the very markup the server did. A block whose code or options are computed stays for
// the component to render plain.
import type { Element, Root } from "hast";
import type { MdxJsxAttribute, MdxJsxFlowElementHast, MdxJsxTextElementHast } from "mdast-util-mdx-jsx";
import type { Expression, Program } from "estree";
import type { VFile } from "vfile";
import { compileStateOf } from "./compileState.js";
import { applyMagicComments } from "../shared/magicComments.js";
import { parseCodeMeta } from "../shared/parseCodeMeta.js";
import { walkTree } from "./walkTree.js";

/** The module whose default export is the component this plugin highlights for. */
const CODE_BLOCK_MODULE = "@theme/CodeBlock";

type JsxElement = MdxJsxFlowElementHast | MdxJsxTextElementHast;

/** Highlights the code of every CodeBlock the page imports and writes out literally. */
export default function rehypeCodeBlockComponents() {
  return async (tree: Root, file: VFile): Promise<void> => {
    const names = importedNames(tree);
    if (names.size === 0) return;
    const elements: JsxElement[] = [];
    walkTree(tree, (node) => {
      if ((node.type === "mdxJsxFlowElement" || node.type === "mdxJsxTextElement") && node.name !== null && names.has(node.name)) elements.push(node);
    });
    const { highlighter, magicComments } = compileStateOf(file);
    await Promise.all(
      elements.map(async (element) => {
        const props = literalProps(element);
        const code = props && literalCode(element);
        if (!props || code === undefined) return;
        const meta = parseCodeMeta(props.metastring);
        const numbered = props.showLineNumbers ?? (meta.showLineNumbers ? meta.firstLineNumber : false);
        const magic = applyMagicComments(code.replace(/\n$/, ""), magicComments);
        const marker = magicComments[0]?.className;
        if (marker !== undefined) {
          for (const line of meta.highlightLines) {
            const classes = magic.lineClasses.get(line) ?? [];
            if (!classes.includes(marker)) magic.lineClasses.set(line, [marker, ...classes]);
          }
        }
        const language = props.language ?? /(?:^|\s)language-(\S+)/.exec(props.className ?? "")?.[1];
        const highlighted = await highlighter.highlight(magic.code, language, {
          lineClasses: magic.lineClasses,
          ...(numbered === false ? {} : { firstLineNumber: numbered === true ? 1 : numbered }),
        });
        element.attributes.push(stringAttribute("highlightedHtml", highlighted.html), stringAttribute("highlightedLanguage", highlighted.language));
      }),
    );
  };
}

/** The local names the page imports the CodeBlock component by. */
function importedNames(tree: Root): Set<string> {
  const names = new Set<string>();
  for (const node of tree.children) {
    if (node.type !== "mdxjsEsm") continue;
    for (const statement of (node.data?.estree as Program | undefined)?.body ?? []) {
      if (statement.type !== "ImportDeclaration" || statement.source.value !== CODE_BLOCK_MODULE) continue;
      for (const specifier of statement.specifiers) if (specifier.type === "ImportDefaultSpecifier") names.add(specifier.local.name);
    }
  }
  return names;
}

interface LiteralProps {
  language?: string;
  className?: string;
  metastring?: string;
  showLineNumbers?: boolean | number;
}

/** The props that decide the highlighting, when each is written out; undefined when any is computed or spread. */
function literalProps(element: JsxElement): LiteralProps | undefined {
  const props: LiteralProps = {};
  for (const attribute of element.attributes) {
    if (attribute.type !== "mdxJsxAttribute") return undefined;
    const { name, value } = attribute;
    if (name === "highlightedHtml" || name === "highlightedLanguage") return undefined;
    if (name !== "language" && name !== "className" && name !== "metastring" && name !== "showLineNumbers") continue;
    const literal = value === null || value === undefined ? true : typeof value === "string" ? value : literalOf(expressionOf(value.data?.estree as Program | undefined));
    if (literal === undefined) return undefined;
    if (name === "showLineNumbers") {
      if (typeof literal === "string") return undefined;
      props.showLineNumbers = literal;
    } else if (typeof literal === "string") props[name] = literal;
    else return undefined;
  }
  return props;
}

/** The code a CodeBlock holds as one string or template literal without `${}`; undefined for anything else. */
function literalCode(element: JsxElement): string | undefined {
  const [only, ...more] = element.children as (Element | { type: string; data?: { estree?: Program } })[];
  if (!only || more.length > 0 || (only.type !== "mdxFlowExpression" && only.type !== "mdxTextExpression")) return undefined;
  const literal = literalOf(expressionOf((only as { data?: { estree?: Program } }).data?.estree));
  return typeof literal === "string" ? literal : undefined;
}

function expressionOf(program: Program | undefined): Expression | undefined {
  const [statement, ...rest] = program?.body ?? [];
  return statement?.type === "ExpressionStatement" && rest.length === 0 ? statement.expression : undefined;
}

/** A string, number or boolean literal, or a template literal without substitutions; else undefined. */
function literalOf(expression: Expression | undefined): string | number | boolean | undefined {
  if (expression?.type === "Literal" && (typeof expression.value === "string" || typeof expression.value === "number" || typeof expression.value === "boolean")) return expression.value;
  if (expression?.type === "TemplateLiteral" && expression.expressions.length === 0) return expression.quasis[0]?.value.cooked ?? undefined;
  return undefined;
}

function stringAttribute(name: string, value: string): MdxJsxAttribute {
  return { type: "mdxJsxAttribute", name, value };
}
