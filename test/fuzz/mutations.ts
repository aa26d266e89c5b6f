// Ways a writer breaks a page, for the fuzz test: each takes the file's text and a random source and returns the
// broken text. They are small on purpose (one edit each), so a failure points at one cause.

export type Random = () => number;

const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
const between = (random: Random, low: number, high: number): number => low + Math.floor(random() * (high - low + 1));

// Snippets a writer pastes or half-types: unclosed JSX, stray braces, imports of nothing, runaway constructs.
const snippets: readonly ((random: Random) => string)[] = [
  () => "{",
  () => "}",
  () => "<div>",
  () => "</div>",
  () => "<Unknown />",
  () => "{undefined.x}",
  () => "{(() => { throw new Error('boom') })()}",
  () => `import Nothing from "./no-such-file";\n`,
  () => `import { notExported } from "@theme/Tabs";\n`,
  () => "export const = 1;\n",
  () => "\n:::note\n",
  () => "\n:::\n",
  () => "\n```\n",
  () => "[a link](#no-such-anchor)",
  () => "[a link](./missing.md)",
  () => "[a link](/docs/nowhere)",
  () => "<!-- ",
  () => "\u0000",
  () => "&nbsp;&#x0;&bogus;",
  () => "<details>",
  () => "<img src='./nope.png' />",
  () => "![](./missing.png)",
  (random) => `\n${"*a".repeat(between(random, 1_000, 40_000))}\n`,
  (random) => `\n${"[a](".repeat(between(random, 500, 20_000))}\n`,
  (random) => `\n${"`a".repeat(between(random, 1_000, 40_000))}\n`,
  (random) => `\n${Array.from({ length: between(random, 50, 3_000) }, (_, i) => `${">".repeat(i + 1)} a`).join("\n")}\n`,
  (random) => `\n${Array.from({ length: between(random, 50, 3_000) }, (_, i) => `${"  ".repeat(i)}- a`).join("\n")}\n`,
  (random) => `\n${"<div>".repeat(between(random, 50, 3_000))}\n`,
  (random) => "\n" + "x".repeat(between(random, 10_000, 500_000)) + "\n",
];

const frontMatterBreaks: readonly string[] = [
  "title: [oops",
  "sidebar_position: x",
  "slug: /",
  "id: ../escape",
  "tags: 42",
  "draft: maybe",
  "title: {",
  "\t: tab",
];

/** One random edit to a Markdown or MDX page. */
export function mutatePage(text: string, random: Random): { text: string; edit: string } {
  const at = Math.floor(random() * (text.length + 1));
  switch (between(random, 0, 5)) {
    case 0: {
      const length = between(random, 1, 200);
      return { text: text.slice(0, at) + text.slice(at + length), edit: `deleted ${length} characters at offset ${at}` };
    }
    case 1: {
      const length = between(random, 1, 200);
      return { text: text.slice(0, at) + text.slice(at, at + length) + text.slice(at), edit: `doubled ${length} characters at offset ${at}` };
    }
    case 2:
    case 3: {
      const snippet = pick(random, snippets)(random);
      return { text: text.slice(0, at) + snippet + text.slice(at), edit: `inserted ${JSON.stringify(snippet.slice(0, 40))}… (${snippet.length} characters) at offset ${at}` };
    }
    case 4: {
      const line = pick(random, frontMatterBreaks);
      const withFrontMatter = text.startsWith("---\n") ? text.replace("---\n", `---\n${line}\n`) : `---\n${line}\n---\n${text}`;
      return { text: withFrontMatter, edit: `front matter line ${JSON.stringify(line)}` };
    }
    default: {
      const lines = text.split("\n");
      const a = Math.floor(random() * lines.length);
      const b = Math.floor(random() * lines.length);
      [lines[a], lines[b]] = [lines[b]!, lines[a]!];
      return { text: lines.join("\n"), edit: `swapped lines ${a + 1} and ${b + 1}` };
    }
  }
}

/** One random edit to a `_category_.json`. */
export function mutateCategory(text: string, random: Random): { text: string; edit: string } {
  const at = Math.floor(random() * (text.length + 1));
  const snippet = pick(random, ["{", "}", ",", '"', ": null", '"position": "x"', "\n\n"]);
  return { text: text.slice(0, at) + snippet + text.slice(at), edit: `inserted ${JSON.stringify(snippet)} at offset ${at}` };
}

/** File names that cannot be a URL as they are, for renaming a page. */
export const hostileNames: readonly string[] = ["a#b.md", "%20.md", "what?.md", "50%.md"];
