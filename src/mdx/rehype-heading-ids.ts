// Gives every heading an id and h2–h6 a trailing hash-link:
//   <h2 id="intro">Intro<a class="hash-link" href="#intro" aria-label="Direct link to Intro">#</a></h2>
// Ids are GitHub-style slugs, unique in the document (`intro`, `intro-1`); a `{#custom-id}` at the end of the
// heading (left as text by preprocess), or an MDX comment holding `#custom-id` there, wins and is removed.
// h1 is the page title: it gets an id but no hash-link. Headings in the GFM footnotes section keep the id GFM gave them.
import type { Element, Root, Text } from "hast";
import GithubSlugger from "github-slugger";
import { SKIP, walkTree } from "./walkTree.js";
import { headingLevel, isFootnotesSection, plainText } from "./hastText.js";

const customIdPattern = /[ \t]*\{#([^\s{}]+)\}[ \t]*$/;

/** Assigns heading ids (custom or slugged) and appends hash-links. */
export default function rehypeHeadingIds() {
  return (tree: Root): void => {
    const headings: { node: Element; customId?: string }[] = [];
    walkTree(tree, (node) => {
      if (node.type !== "element") return undefined;
      if (isFootnotesSection(node)) return SKIP;
      if (headingLevel(node) === undefined) return undefined;
      headings.push({ node, customId: takeCustomId(node) });
      return SKIP;
    });

    // Custom ids are reserved first so a slug made earlier in the page cannot take one of them.
    const taken = new Set(headings.flatMap((heading) => (heading.customId ? [heading.customId] : [])));
    const slugger = new GithubSlugger();
    for (const { node, customId } of headings) {
      const text = plainText(node).trim();
      let id = customId;
      if (id === undefined) {
        do id = slugger.slug(text === "" ? "heading" : text);
        while (taken.has(id));
        taken.add(id);
      }
      node.properties.id = id;
      if (headingLevel(node)! > 1) node.children.push(hashLink(id, text));
    }
  };
}

// An MDX comment at the end of a heading that names its id, as Docusaurus sites write it in MDX
// (`## Title`, then a comment expression holding `#my-id`).
const commentIdPattern = /^\s*\/\*\s*#([^\s*]+)\s*\*\/\s*$/;

/** Removes a trailing `{#id}` (or the comment form above) from the heading and returns the id. */
function takeCustomId(heading: Element): string | undefined {
  const end = heading.children.at(-1) as { type: string; value?: string } | undefined;
  const comment = end?.type === "mdxTextExpression" ? commentIdPattern.exec(end.value ?? "") : null;
  if (comment) {
    heading.children.pop();
    const before = heading.children.at(-1);
    if (before?.type === "text") before.value = before.value.replace(/[ \t]+$/, "");
    return comment[1];
  }
  const last = heading.children.at(-1);
  if (last?.type !== "text") return undefined;
  const match = customIdPattern.exec(last.value);
  if (!match) return undefined;
  const rest = last.value.slice(0, match.index).replace(/[ \t]+$/, "");
  if (rest === "") heading.children.pop();
  else (last as Text).value = rest;
  return match[1];
}

function hashLink(id: string, text: string): Element {
  return {
    type: "element",
    tagName: "a",
    properties: { className: ["hash-link"], href: `#${id}`, ariaLabel: `Direct link to ${text}` },
    children: [{ type: "text", value: "#" }],
  };
}
