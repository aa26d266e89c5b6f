// One linear pass over a Markdown/MDX text that measures the shapes the parser chokes on, before it runs: how
// deep containers (blockquotes, lists) and elements (`<div>`…) nest, the longest line and paragraph, and how
// many emphasis and link markers one paragraph holds. micromark's time grows with the square of those markers
// in one paragraph, and the tree's later passes recurse once per level of nesting (see checkMarkdownShape).
// It is a scan, not a parser: its nesting errs on the side of counting too little, so a page it refuses is
// certainly hostile, and its counts take in code spans too, far from the thousands the limits allow. Fenced
// code and MDX's `import`/`export` blocks are skipped: micromark does not read them as Markdown either.

/** Blockquotes, lists and elements nested deeper than this are refused (docs nest a handful; 1,000 overflow the stack). */
export const NESTING_LIMIT = 100;

/** A place in the text, 1-based. */
export interface TextPlace {
  line: number;
  column: number;
}

export interface MarkdownShape {
  /** Characters of the whole text. */
  length: number;
  longestLine: { line: number; length: number };
  /** The longest paragraph (lines up to a blank line, list item, table row or heading; fenced code left out), from its first line. */
  longestParagraph: { line: number; length: number };
  /** The deepest nesting of blockquotes and list items, and where it is first reached. */
  deepestContainer: TextPlace & { depth: number };
  /** Where blockquotes and list items first nest deeper than NESTING_LIMIT, if they do. */
  pastNestingLimit?: TextPlace;
  /** The deepest nesting of JSX/HTML elements, and where it is first reached. */
  deepestElement: TextPlace & { depth: number };
  /** The paragraph with the most emphasis delimiter runs (`*`, `_`), from its first line. */
  mostEmphasis: { line: number; count: number };
  /** The paragraph with the most link and image openings (`[`), from its first line. */
  mostLinks: { line: number; count: number };
}

const FENCE = /^(`{3,}|~{3,})/;
const BLANK = /^\s*$/;
const ESM = /^(import|export)\b/;
const BACKTICK = 96;
const TILDE = 126;
/** An opening or closing tag's start: `<div`, `</div`, `<Tabs.Item`; not `<https:` (an autolink) nor `<!--`. */
const TAG = /<(\/?)([A-Za-z][\w.-]*)(?![\w.-]*[:@])/y;

/** Measures `text` in one pass (see the file's comment). */
export function scanMarkdownShape(text: string): MarkdownShape {
  const shape: MarkdownShape = {
    length: text.length,
    longestLine: { line: 1, length: 0 },
    longestParagraph: { line: 1, length: 0 },
    deepestContainer: { line: 1, column: 1, depth: 0 },
    deepestElement: { line: 1, column: 1, depth: 0 },
    mostEmphasis: { line: 1, count: 0 },
    mostLinks: { line: 1, count: 0 },
  };
  /** Content columns of the list items open by indentation (a line indented past one is inside it). */
  const listColumns: number[] = [];
  let fence: string | undefined;
  let inEsm = false;
  let elementDepth = 0;
  let paragraph = { line: 0, length: 0, emphasis: 0, links: 0 };
  const endParagraph = () => {
    if (paragraph.length > shape.longestParagraph.length) shape.longestParagraph = { line: paragraph.line, length: paragraph.length };
    if (paragraph.emphasis > shape.mostEmphasis.count) shape.mostEmphasis = { line: paragraph.line, count: paragraph.emphasis };
    if (paragraph.links > shape.mostLinks.count) shape.mostLinks = { line: paragraph.line, count: paragraph.links };
    paragraph = { line: 0, length: 0, emphasis: 0, links: 0 };
  };

  let number = 0;
  for (let start = 0; start <= text.length; number++) {
    let end = text.indexOf("\n", start);
    if (end === -1) end = text.length;
    const line = text.slice(start, end);
    start = end + 1;
    const lineNumber = number + 1;
    if (line.length > shape.longestLine.length) shape.longestLine = { line: lineNumber, length: line.length };

    const prefix = containerPrefix(line);
    const rest = line.slice(prefix.end);
    if (fence !== undefined) {
      if (rest.trimEnd().startsWith(fence) && rest.trim().replace(/[`~]/g, "") === "") fence = undefined;
      continue;
    }
    // MDX's `import`/`export` blocks are JavaScript up to a blank line: acorn reads them, not micromark.
    if (inEsm || (prefix.end === 0 && ESM.test(line))) {
      inEsm = !BLANK.test(line);
      if (!inEsm) endParagraph();
      continue;
    }
    const first = rest.charCodeAt(0);
    const opening = first === BACKTICK || first === TILDE ? FENCE.exec(rest) : null;
    if (opening) {
      endParagraph();
      fence = opening[1]!;
      continue;
    }
    if (prefix.markers.length === 0 && BLANK.test(rest)) {
      endParagraph();
      continue;
    }

    // Lists by indentation: a line indented less than an open item's content has left that item.
    const firstColumn = prefix.markers[0]?.column ?? prefix.indent;
    while (listColumns.length > 0 && listColumns[listColumns.length - 1]! > firstColumn) listColumns.pop();
    const depth = listColumns.length + prefix.markers.length;
    if (depth > NESTING_LIMIT && !shape.pastNestingLimit) {
      const crossing = prefix.markers[Math.max(0, NESTING_LIMIT - listColumns.length)]!;
      shape.pastNestingLimit = { line: lineNumber, column: crossing.column + 1 };
    }
    if (depth > shape.deepestContainer.depth) {
      const last = prefix.markers[prefix.markers.length - 1]!;
      shape.deepestContainer = { line: lineNumber, column: last.column + 1, depth };
    }
    for (const marker of prefix.markers) if (!marker.quote) listColumns.push(marker.contentColumn);

    // A list item, table row or heading starts inline content of its own, which the parser matches apart.
    if (prefix.markers.length > 0 || rest.startsWith("|") || rest.startsWith("#")) endParagraph();
    if (paragraph.line === 0) paragraph.line = lineNumber;
    paragraph.length += line.length + 1;
    paragraph.emphasis += countEmphasisRuns(rest);
    paragraph.links += countOf(rest, "[");
    elementDepth = measureElements(rest, elementDepth, (depth, index) => {
      if (depth > shape.deepestElement.depth) shape.deepestElement = { line: lineNumber, column: prefix.end + index + 1, depth };
    });
  }
  endParagraph();
  return shape;
}

const SPACE = 32;
const TAB = 9;
const MARKER_START = /^[>*+\-0-9]$/;
const NO_MARKERS: readonly ContainerMarker[] = [];

interface ContainerMarker {
  /** 0-based column of the marker. */
  column: number;
  /** Where the item's content starts, for list items. */
  contentColumn: number;
  quote: boolean;
}

/** The blockquote (`>`) and list markers (`-`, `*`, `+`, `1.`, `1)`) a line starts with, and where its text starts. */
function containerPrefix(line: string): { markers: readonly ContainerMarker[]; end: number; indent: number } {
  let index = 0;
  while (line.charCodeAt(index) === SPACE || line.charCodeAt(index) === TAB) index++;
  // Most lines start with none: no list to build for them.
  if (!MARKER_START.test(line[index] ?? "")) return { markers: NO_MARKERS, end: index, indent: index };
  const markers: ContainerMarker[] = [];
  index = 0;
  let indent = -1;
  for (;;) {
    while (line[index] === " " || line[index] === "\t") index++;
    if (indent === -1) indent = index;
    const char = line[index];
    if (char === ">") {
      markers.push({ column: index, contentColumn: index + 2, quote: true });
      index++;
      continue;
    }
    let after = index;
    if (char === "-" || char === "*" || char === "+") after = index + 1;
    else {
      while (after < line.length && after - index < 9 && line.charCodeAt(after) >= 48 && line.charCodeAt(after) <= 57) after++;
      after = after > index && (line[after] === "." || line[after] === ")") ? after + 1 : index;
    }
    // A marker needs a space after it; `- - -` alone is a thematic break, not three lists.
    if (after === index || (line[after] !== " " && line[after] !== "\t")) break;
    if ((char === "-" || char === "*") && /^[-* \t]*$/.test(line.slice(index))) break;
    markers.push({ column: index, contentColumn: after + 1, quote: false });
    index = after;
  }
  return { markers, end: index, indent };
}

/** Runs of `*` or `_`: each may open or close emphasis, and micromark matches every closer against the openers before it. */
function countEmphasisRuns(text: string): number {
  let count = 0;
  let previous = 0;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if ((code === STAR || code === UNDERSCORE) && code !== previous) count++;
    previous = code;
  }
  return count;
}

const STAR = 42;
const UNDERSCORE = 95;

function countOf(text: string, char: string): number {
  let count = 0;
  for (let index = text.indexOf(char); index !== -1; index = text.indexOf(char, index + 1)) count++;
  return count;
}

/**
 * The element depth after a line's tags, told of each new depth reached. Tags in code spans count too, which
 * only ever overcounts openings such as `Array<string>`: the depth is used to find the line where nesting got
 * deep once compiling has shown it did, never alone to reject a page.
 */
function measureElements(text: string, depth: number, reached: (depth: number, index: number) => void): number {
  for (let index = text.indexOf("<"); index !== -1; index = text.indexOf("<", index + 1)) {
    TAG.lastIndex = index;
    const match = TAG.exec(text);
    if (!match) continue;
    if (match[1] === "/") {
      depth = Math.max(0, depth - 1);
      continue;
    }
    const close = text.indexOf(">", index);
    if (close !== -1 && text.charCodeAt(close - 1) === SLASH) continue;
    depth++;
    reached(depth, index);
  }
  return depth;
}

const SLASH = 47;
