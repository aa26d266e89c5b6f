// Exports the page's headings from its compiled module as `toc`, as Docusaurus's MDX loader does, so content
// can write `<TOCInline toc={toc} />` and another module can import them. The shape is Docusaurus's: a flat
// list of every h2–h6 (`{ value, id, level }`, the value as HTML, inline code as `<code>`); the theme's
// components nest and filter it. A Markdown file the page imports and shows (`<Partial />`) brings its own
// headings in at that place, read from its module's `toc`. A module that exports a `toc` of its own keeps it.
import type { ElementContent, Root, RootContent } from "hast";
import type { MdxjsEsm } from "mdast-util-mdxjs-esm";
import type { Expression, ImportDeclaration, ModuleDeclaration, Property, SpreadElement, Statement } from "estree";
import { escapeHtml } from "../render/escapeHtml.js";
import { SKIP, walkTree } from "./walkTree.js";
import { esmConstExport } from "./mdxNodes.js";
import { headingLevel, isFootnotesSection, isSkipped } from "./hastText.js";

/** What the exported `toc` holds for one heading. */
interface ExportedTocItem {
  value: string;
  id: string;
  level: number;
}

/** Where an imported Markdown file's headings go: the name its `toc` is imported under. */
interface TocSlice {
  slice: string;
}

/** Inline elements whose tag the value keeps, as Docusaurus keeps them; any other element gives its content. */
const KEPT_TAGS = new Set(["code", "em", "strong", "del"]);

/** A heading's content as the HTML the TOC shows: text escaped, the hash-link and JS expressions left out. */
function headingHtml(nodes: ElementContent[]): string {
  let html = "";
  for (const node of nodes) {
    if (node.type === "text") html += escapeHtml(node.value);
    else if (isSkipped(node)) continue;
    else if (node.type === "element") {
      const inner = headingHtml(node.children);
      html += KEPT_TAGS.has(node.tagName) ? `<${node.tagName}>${inner}</${node.tagName}>` : inner;
    } else if ("children" in node) html += headingHtml((node as { children: ElementContent[] }).children);
  }
  return html;
}

/** Whether a top-level ESM node exports a binding named `name` (`export const toc = ...` or `export { toc }`). */
export function exportsBinding(node: RootContent, name: string): boolean {
  if (node.type !== "mdxjsEsm") return false;
  const program = (node as unknown as MdxjsEsm).data?.estree;
  return (program?.body ?? []).some((statement: Statement | ModuleDeclaration) => {
    if (statement.type !== "ExportNamedDeclaration") return false;
    if (statement.specifiers.some((s) => s.exported.type === "Identifier" && s.exported.name === name)) return true;
    const declaration = statement.declaration;
    if (!declaration) return false;
    if (declaration.type === "VariableDeclaration") return declaration.declarations.some((d) => d.id.type === "Identifier" && d.id.name === name);
    return (declaration.type === "FunctionDeclaration" || declaration.type === "ClassDeclaration") && declaration.id?.name === name;
  });
}

/** A heading, or one of its fields, as the estree expression of its literal. */
function literal(value: string | number | ExportedTocItem): Expression {
  if (typeof value === "string" || typeof value === "number") return { type: "Literal", value, raw: JSON.stringify(value) };
  const properties: Property[] = Object.entries(value).map(([key, field]) => ({
    type: "Property",
    key: { type: "Identifier", name: key },
    value: literal(field as string | number),
    kind: "init",
    method: false,
    shorthand: false,
    computed: false,
  }));
  return { type: "ObjectExpression", properties };
}

/** The Markdown files the module imports under a default name (`import Intro from './_intro.md'`), by that name. */
export function markdownImports(tree: Root): Map<string, ImportDeclaration> {
  const imports = new Map<string, ImportDeclaration>();
  for (const node of tree.children) {
    if (node.type !== "mdxjsEsm") continue;
    for (const statement of (node as unknown as MdxjsEsm).data?.estree?.body ?? []) {
      if (statement.type !== "ImportDeclaration" || typeof statement.source.value !== "string" || !/\.mdx?$/.test(statement.source.value)) continue;
      const name = statement.specifiers.find((specifier) => specifier.type === "ImportDefaultSpecifier")?.local.name;
      if (name !== undefined) imports.set(name, statement);
    }
  }
  return imports;
}

/** Adds `toc as <local>` to an import of a Markdown file, so its headings can be spread into this page's. */
function importTocAs(declaration: ImportDeclaration, local: string): void {
  declaration.specifiers.push({ type: "ImportSpecifier", imported: { type: "Identifier", name: "toc" }, local: { type: "Identifier", name: local } });
}

/** `export const toc = [...]` as the node MDX's parser would have made of it. */
function tocExport(entries: (ExportedTocItem | TocSlice)[]): MdxjsEsm {
  const elements = entries.map((entry): Expression | SpreadElement => ("slice" in entry ? { type: "SpreadElement", argument: { type: "Identifier", name: entry.slice } } : literal(entry)));
  const source = entries.map((entry) => ("slice" in entry ? `...${entry.slice}` : JSON.stringify(entry))).join(", ");
  return esmConstExport("toc", { type: "ArrayExpression", elements }, `[${source}]`);
}

/** Appends `export const toc` to a document whose headings already have ids, unless it exports its own. */
export default function rehypeTocExport() {
  return (tree: Root): void => {
    if (tree.children.some((node) => exportsBinding(node, "toc"))) return;
    const imports = markdownImports(tree);
    const sliced = new Set<string>();
    const items: (ExportedTocItem | TocSlice)[] = [];
    walkTree(tree, (node) => {
      const jsx = node as unknown as { type: string; name?: string | null };
      if (jsx.type === "mdxJsxFlowElement" && jsx.name && imports.has(jsx.name)) {
        const local = `__toc${jsx.name}`;
        if (!sliced.has(local)) importTocAs(imports.get(jsx.name)!, local);
        sliced.add(local);
        items.push({ slice: local });
        return SKIP;
      }
      if (node.type !== "element") return undefined;
      if (isFootnotesSection(node)) return SKIP;
      const level = headingLevel(node);
      if (level === undefined) return undefined;
      const id = node.properties.id;
      const value = headingHtml(node.children).trim();
      if (level >= 2 && typeof id === "string" && value !== "") items.push({ value, id, level });
      return SKIP;
    });
    tree.children.push(tocExport(items) as unknown as RootContent);
  };
}
