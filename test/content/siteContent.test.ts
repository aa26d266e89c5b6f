// The Ki docs as readers get them: builds the real site into a temporary folder and checks every docs page's
// rendered HTML for the content rules (h1, description, sections, length, no placeholders) and every key
// shown in a keybinding table against the keymap data the diagrams are drawn from.
import { beforeAll, describe, expect, it } from "vitest";
import { mkdtemp, readdir, readFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { build } from "../../src/site/build.js";
import { silentReporter } from "../../src/site/reporter.js";

const KEYMAPS_DIR = path.resolve("content/data/keymaps");
const TAGLINE = "Multi-cursor structural editor";
const MIN_PAGE_WORDS = 150;
const MIN_TOTAL_WORDS = 12_000;

interface DocPage {
  /** Route below /docs/, e.g. `normal-mode/core-movements`. */
  route: string;
  html: string;
  /** The rendered content (the `.markdown` element), empty on generated category pages. */
  content: string;
  isCategory: boolean;
}

interface KeymapLayer {
  modifier: "shift" | "alt" | null;
  keys: Record<string, { label: string; kind: string }>;
  extras?: { key: string; label: string; kind: string }[];
}
interface KeymapFile {
  kinds: Record<string, string>;
  layers: Record<string, KeymapLayer>;
}
interface Layout {
  rows: string[];
  shifted: Record<string, string>;
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#x27": "'", "#39": "'", nbsp: " " };
const decode = (text: string) => text.replace(/&(amp|lt|gt|quot|#x27|#39|nbsp);/g, (_, name: string) => ENTITIES[name]!);
const textOf = (html: string) => decode(html.replace(/<[^>]+>/g, " ")).replace(/\s+/g, " ").trim();
const wordCount = (text: string) => text.split(" ").filter((word) => /[\p{L}\p{N}]/u.test(word)).length;

/** The inner HTML of the first `<div class="markdown">`, following nested divs to its own end tag. */
function markdownOf(html: string): string {
  const open = /<div class="markdown"[^>]*>/.exec(html);
  if (!open) return "";
  const tags = /<\/?div\b[^>]*>/g;
  tags.lastIndex = open.index;
  let depth = 0;
  for (let match = tags.exec(html); match; match = tags.exec(html)) {
    depth += match[0].startsWith("</") ? -1 : 1;
    if (depth === 0) return html.slice(open.index + open[0].length, match.index);
  }
  throw new Error("unclosed .markdown element");
}

/** Each table's header cells (as text) and body (as HTML). */
function tablesOf(html: string): { head: string[]; body: string }[] {
  return [...html.matchAll(/<table\b[^>]*>([\s\S]*?)<\/table>/g)].map(([, table]) => ({
    head: [...(/<thead>([\s\S]*?)<\/thead>/.exec(table!)?.[1] ?? "").matchAll(/<th\b[^>]*>([\s\S]*?)<\/th>/g)].map((m) => textOf(m[1]!)),
    body: /<tbody>([\s\S]*?)<\/tbody>/.exec(table!)?.[1] ?? "",
  }));
}

/** The chords the Kbd component rendered (`alt+;`), and how many <kbd> elements the HTML holds in all. */
function chordsOf(html: string): { chords: string[]; kbdCount: number } {
  const chords = [...html.matchAll(/<span class="ki-chord">([\s\S]*?<\/kbd>)<\/span>/g)].map(([, chord]) =>
    [...chord!.matchAll(/<kbd>([\s\S]*?)<\/kbd>/g)].map((m) => decode(m[1]!)).join("+"),
  );
  return { chords, kbdCount: html.match(/<kbd\b/g)?.length ?? 0 };
}

async function readJson<T>(file: string): Promise<T> {
  return JSON.parse(await readFile(path.join(KEYMAPS_DIR, file), "utf8")) as T;
}

/** Every chord some keymap binds, spelled as the docs spell it on QWERTY (`T`, `:`, `alt+;`, `space`). */
function boundChords(keymaps: KeymapFile[], qwerty: Layout): Set<string> {
  const chords = new Set<string>();
  for (const keymap of keymaps) {
    for (const layer of Object.values(keymap.layers)) {
      for (const position of Object.keys(layer.keys)) {
        if (layer.modifier === "alt") chords.add(`alt+${position}`);
        else if (layer.modifier === "shift") chords.add(qwerty.shifted[position] ?? position.toUpperCase());
        else chords.add(position);
      }
      for (const extra of layer.extras ?? []) chords.add(extra.key);
    }
  }
  return chords;
}

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile() && e.name === "index.html").map((e) => path.join(e.parentPath, e.name));
}

let pages: DocPage[];
let keymaps: Record<string, KeymapFile>;
let layouts: Record<string, Layout>;

beforeAll(async () => {
  const outDir = path.join(await mkdtemp(path.join(os.tmpdir(), "edsite-content-")), "dist");
  const result = await build({ root: path.resolve("."), outDir, strict: true, reporter: silentReporter() });
  expect(result.findings).toEqual([]);
  const docsDir = path.join(outDir, "ki-editor", "docs");
  pages = [];
  for (const file of await htmlFiles(docsDir)) {
    const route = path.relative(docsDir, path.dirname(file)).split(path.sep).join("/");
    // docs/index.html is the introduction again, under the /docs address.
    if (route === "") continue;
    const html = await readFile(file, "utf8");
    pages.push({ route, html, content: markdownOf(html), isCategory: route.startsWith("category/") });
  }
  const names = (await readdir(KEYMAPS_DIR)).filter((name) => name.endsWith(".json") && name !== "layouts.json");
  keymaps = Object.fromEntries(await Promise.all(names.map(async (name) => [name, await readJson<KeymapFile>(name)] as const)));
  layouts = await readJson<Record<string, Layout>>("layouts.json");
}, 120_000);

describe("the Ki docs pages", () => {
  it("were all found", () => {
    expect(pages.filter((p) => !p.isCategory).length).toBeGreaterThanOrEqual(27);
    expect(pages.some((p) => p.route === "normal-mode/core-movements")).toBe(true);
  });

  it("each have one h1 and a description of their own", () => {
    for (const page of pages) {
      expect(page.html.match(/<h1\b/g)?.length, page.route).toBe(1);
      const description = /<meta name="description" content="([^"]*)">/.exec(page.html)?.[1];
      expect(description, page.route).toBeTruthy();
      expect(decode(description!), page.route).not.toBe(TAGLINE);
    }
  });

  it("have at least one h2 each, except the generated category pages", () => {
    for (const page of pages.filter((p) => !p.isCategory)) expect(page.content, page.route).toMatch(/<h2\b/);
  });

  it("contain no placeholders", () => {
    for (const page of pages) {
      const text = textOf(page.content || page.html);
      expect(text, page.route).not.toMatch(/\btodo\b/i);
      expect(text, page.route).not.toMatch(/lorem/i);
    }
  });

  it(`are at least ${MIN_PAGE_WORDS} words long, ${MIN_TOTAL_WORDS} together`, () => {
    let total = 0;
    for (const page of pages.filter((p) => !p.isCategory)) {
      const words = wordCount(textOf(page.content));
      expect(words, page.route).toBeGreaterThanOrEqual(MIN_PAGE_WORDS);
      total += words;
    }
    expect(total).toBeGreaterThanOrEqual(MIN_TOTAL_WORDS);
  });

  it("give every Normal-mode and sub-mode page a keybinding table with keys drawn as <kbd>", () => {
    const modePages = pages.filter((p) => /^(normal-mode|sub-modes)(\/|$)/.test(p.route));
    expect(modePages.length).toBeGreaterThanOrEqual(13);
    for (const page of modePages) {
      const keyTables = tablesOf(page.content).filter((t) => t.head[0] === "Key" && chordsOf(t.body).chords.length > 0);
      expect(keyTables.length, page.route).toBeGreaterThan(0);
    }
  });

  it("name only keys the keymap data binds, in every table of keys", () => {
    const bound = boundChords(Object.values(keymaps), layouts.qwerty!);
    let checked = 0;
    for (const page of pages) {
      for (const table of tablesOf(page.content).filter((t) => /^Keys?\b/.test(t.head[0] ?? ""))) {
        const { chords, kbdCount } = chordsOf(table.body);
        // Every <kbd> comes from the Kbd component, so each belongs to a chord checked here.
        expect(chords.flatMap((c) => (c === "+" ? ["+"] : c.split("+"))).length, page.route).toBe(kbdCount);
        for (const chord of chords) expect(bound, `${page.route}: ${chord}`).toContain(chord);
        checked += chords.length;
      }
    }
    expect(checked).toBeGreaterThan(300);
  });
});

describe("the keymap data", () => {
  it("describes three layouts of three ten-key rows with distinct keys", () => {
    expect(Object.keys(layouts).sort()).toEqual(["colemak", "dvorak", "qwerty"]);
    for (const [name, layout] of Object.entries(layouts)) {
      expect(layout.rows.map((row) => [...row].length), name).toEqual([10, 10, 10]);
      expect(new Set(layout.rows.join("")).size, name).toBe(30);
    }
  });

  it("binds only grid positions, with kinds its legend names", () => {
    const positions = new Set(layouts.qwerty!.rows.join(""));
    for (const [name, keymap] of Object.entries(keymaps)) {
      for (const [layerName, layer] of Object.entries(keymap.layers)) {
        for (const [position, binding] of Object.entries(layer.keys)) {
          expect(positions, `${name} ${layerName}: ${position}`).toContain(position);
          expect(Object.keys(keymap.kinds), `${name} ${layerName}: ${position}`).toContain(binding.kind);
        }
        for (const extra of layer.extras ?? []) expect(Object.keys(keymap.kinds), `${name}: ${extra.key}`).toContain(extra.kind);
      }
    }
  });
});
