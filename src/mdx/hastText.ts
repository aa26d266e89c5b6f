// Plain text of rendered content as a reader sees it: what the heading-ids, TOC and search plugins read.
import type { Element, Nodes } from "hast";

/** Node types MDX keeps in the tree whose `value` is JavaScript, not text. */
const codeNodeTypes = new Set(["mdxFlowExpression", "mdxTextExpression", "mdxjsEsm", "comment", "raw", "doctype"]);

/** Plain text of a node, leaving out JS expressions, heading hash-links and footnote reference marks. */
export function plainText(node: Nodes): string {
  if (node.type === "text") return node.value;
  if (isSkipped(node)) return "";
  if (!("children" in node)) return "";
  let text = "";
  for (const child of node.children) text += plainText(child as Nodes);
  return text;
}

/** True for nodes whose content is no part of the readable text. */
export function isSkipped(node: Nodes): boolean {
  if (codeNodeTypes.has(node.type)) return true;
  if (node.type !== "element") return false;
  const { properties } = node;
  return hasClass(node, "hash-link") || properties.dataFootnoteBackref !== undefined || properties.dataFootnoteRef !== undefined;
}

/** Whether an element's class list has this class, whether hast holds it as an array or as a string. */
export function hasClass(node: Element, name: string): boolean {
  const value = node.properties.className ?? node.properties.class;
  if (Array.isArray(value)) return value.includes(name);
  return typeof value === "string" && value.split(/\s+/).includes(name);
}

/** True for the section GFM adds at the end for footnotes: its heading is no part of the outline. */
export function isFootnotesSection(node: Nodes): boolean {
  return node.type === "element" && node.tagName === "section" && node.properties.dataFootnotes !== undefined;
}

/** The level of an h1–h6 element, or undefined for any other node. */
export function headingLevel(node: Nodes): number | undefined {
  if (node.type !== "element") return undefined;
  const match = /^h([1-6])$/.exec(node.tagName);
  return match ? Number(match[1]) : undefined;
}
