// Text for search: the content as plain text, cut at each h2/h3 so a search hit can link to its section. Code
// blocks count as text (a reader searches for commands and key names too); JS expressions, hash-links and
// footnote back-links do not. The h1 is the page's title, so it is in no section.
import type { Nodes, Root } from "hast";
import type { VFile } from "vfile";
import { compileStateOf, type Section } from "./compileState.js";
import { headingLevel, isFootnotesSection, isSkipped, plainText } from "./hastText.js";

/** Elements whose edges separate words, so text of adjacent blocks does not run together. */
const blockTags = new Set([
  "address", "article", "aside", "blockquote", "br", "dd", "details", "div", "dl", "dt", "figcaption", "figure",
  "footer", "h1", "h2", "h3", "h4", "h5", "h6", "header", "hr", "li", "main", "nav", "ol", "p", "pre", "section",
  "summary", "table", "td", "th", "tr", "ul",
]);

/** Fills `sections` from the finished tree. */
export default function rehypeSections() {
  return (tree: Root, file: VFile): void => {
    compileStateOf(file).sections = collectSections(tree);
  };
}

/** Splits a tree's text into the part before the first h2/h3 (id '') and one section per h2/h3. */
export function collectSections(tree: Root): Section[] {
  const sections: Section[] = [];
  let current: Section & { parts: string[] } = { id: "", heading: "", level: 1, text: "", parts: [] };

  function finish(): void {
    const text = normalize(current.parts.join(""));
    if (current.id !== "" || text !== "") sections.push({ id: current.id, heading: current.heading, level: current.level, text });
  }

  function walk(node: Nodes, inFootnotes = false): void {
    if (node.type === "text") {
      current.parts.push(node.value);
      return;
    }
    if (isSkipped(node) || !("children" in node)) return;
    const level = headingLevel(node);
    // The footnotes' "Footnotes" label is for screen readers; the notes stay in the last section.
    if (level !== undefined && inFootnotes) return;
    if (level !== undefined) {
      const heading = plainText(node);
      if (level === 2 || level === 3) {
        finish();
        const id = node.type === "element" && typeof node.properties.id === "string" ? node.properties.id : "";
        current = { id, heading: normalize(heading), level, text: "", parts: [] };
      } else if (level > 3) {
        current.parts.push(" ", heading, " ");
      }
      return;
    }
    const isBlock = node.type === "element" ? blockTags.has(node.tagName) : node.type !== "mdxJsxTextElement";
    if (isBlock) current.parts.push(" ");
    const footnotes = inFootnotes || isFootnotesSection(node);
    for (const child of node.children) walk(child as Nodes, footnotes);
    if (isBlock) current.parts.push(" ");
  }

  walk(tree);
  finish();
  return sections;
}

function normalize(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}
