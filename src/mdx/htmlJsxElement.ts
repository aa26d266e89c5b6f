// An MDX JSX element whose inner markup is one HTML string (React's `dangerouslySetInnerHTML`). A highlighted
// code block is thousands of token spans; as hast they would become thousands of JSX calls in the compiled
// module, which costs far more to generate and to render than the tokenizing itself. The HTML comes from
// our own build-time highlighter, never from the writer.
import type { ElementContent, Properties } from "hast";
import type { MdxJsxAttribute, MdxJsxFlowElementHast } from "mdast-util-mdx-jsx";
import type { Expression, Program, Property } from "estree";

/** `<name {...properties} dangerouslySetInnerHTML={{ __html: html }} />` as an MDX JSX node. */
export function htmlJsxElement(name: string, properties: Properties, html: string): MdxJsxFlowElementHast {
  const attributes: MdxJsxAttribute[] = [];
  for (const [key, value] of Object.entries(properties)) {
    if (value === undefined || value === null || value === false) continue;
    if (key === "className") {
      attributes.push({ type: "mdxJsxAttribute", name: "className", value: Array.isArray(value) ? value.join(" ") : String(value) });
    } else if (typeof value === "number" || value === true) {
      attributes.push(expressionAttribute(key, { type: "Literal", value }));
    } else {
      attributes.push({ type: "mdxJsxAttribute", name: attributeName(key), value: Array.isArray(value) ? value.join(" ") : String(value) });
    }
  }
  attributes.push(expressionAttribute("dangerouslySetInnerHTML", objectExpression([["__html", html]])));
  return { type: "mdxJsxFlowElement", name, attributes, children: [] as ElementContent[] };
}

/** hast's `dataLanguage` is the attribute `data-language`; React takes other props by their hast name. */
function attributeName(key: string): string {
  if (/^data[A-Z]/.test(key)) return `data-${key.slice(4).replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`).replace(/^-/, "")}`;
  return key;
}

function objectExpression(entries: [string, string][]): Expression {
  const properties: Property[] = entries.map(([key, value]) => ({
    type: "Property",
    kind: "init",
    method: false,
    shorthand: false,
    computed: false,
    key: { type: "Literal", value: key },
    value: { type: "Literal", value },
  }));
  return { type: "ObjectExpression", properties };
}

function expressionAttribute(name: string, expression: Expression): MdxJsxAttribute {
  const estree: Program = { type: "Program", sourceType: "module", body: [{ type: "ExpressionStatement", expression }] };
  return { type: "mdxJsxAttribute", name, value: { type: "mdxJsxAttributeValueExpression", value: "", data: { estree } } };
}
