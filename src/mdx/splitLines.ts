// Prism's tokens follow the code, not its lines: a block comment or a template string spans several lines in
// one token. Lines of their own are what marked lines and line numbers need, so the token tree is cut at each
// newline and every token open across a cut is opened again on the next line.
import type { Element, ElementContent } from "hast";

interface Piece {
  text: string;
  /** The tokens around the text, outermost first. */
  tokens: Element[];
}

/** The children of each line, without the newlines; a block ending in a newline ends in an empty line. */
export function splitLines(nodes: ElementContent[]): ElementContent[][] {
  const lines: Piece[][] = [[]];
  const walk = (children: ElementContent[], tokens: Element[]) => {
    for (const node of children) {
      if (node.type === "element") walk(node.children, [...tokens, node]);
      else if (node.type === "text") {
        node.value.split("\n").forEach((text, i) => {
          if (i > 0) lines.push([]);
          if (text !== "") lines[lines.length - 1]!.push({ text, tokens });
        });
      }
    }
  };
  walk(nodes, []);
  return lines.map(rebuild);
}

/** Nests a line's pieces in copies of their tokens, sharing a copy between neighbours in the same token. */
function rebuild(pieces: Piece[]): ElementContent[] {
  const line: ElementContent[] = [];
  let open: { token: Element; copy: Element }[] = [];
  for (const piece of pieces) {
    let shared = 0;
    while (shared < open.length && shared < piece.tokens.length && open[shared]!.token === piece.tokens[shared]) shared++;
    open = open.slice(0, shared);
    for (const token of piece.tokens.slice(shared)) {
      const copy: Element = { type: "element", tagName: token.tagName, properties: token.properties, children: [] };
      (open.length === 0 ? line : open[open.length - 1]!.copy.children).push(copy);
      open.push({ token, copy });
    }
    (open.length === 0 ? line : open[open.length - 1]!.copy.children).push({ type: "text", value: piece.text });
  }
  return line;
}
