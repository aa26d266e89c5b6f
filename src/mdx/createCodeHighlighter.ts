// Syntax highlighting for fenced code blocks, done at build time with Prism (through refractor, which gives
// hast), so no highlighter ships to the browser. Prism is what Docusaurus sites highlight with, so a fence's
// language name means the same here. Tokens carry Prism's classes (`token keyword`) and the site's CSS colours
// them for each colour mode.
//
// Prism rather than a TextMate highlighter (Shiki, used before): on the Ki site Shiki's Oniguruma regexes
// took a worker thread ~0.5 s of CPU and 70 MB (its WASM memory alone 46 MB) to compile the JavaScript and
// TypeScript grammars for a few dozen short blocks, and that thread slowed the main thread's MDX compile by
// ~0.25 s on two cores. Prism highlights the same blocks in ~45 ms in this thread.
import { readdir, readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import type { Element, ElementContent, Root } from "hast";
import { toHtml } from "hast-util-to-html";
import { refractor, type Syntax } from "refractor/core";
import { splitLines } from "./splitLines.js";
import { commonLanguageAliases, plainLanguages } from "../shared/codeLanguageNames.js";

export interface HighlightOptions {
  /** Extra classes by 1-based line number: `highlighted`, or a magic comment's class. */
  lineClasses?: ReadonlyMap<number, readonly string[]>;
  /**
   * Numbers the lines from this number on: the theme's CSS draws the numbers (a counter the `<code>` resets),
   * so selecting or copying the code never picks them up.
   */
  firstLineNumber?: number;
}

/** A highlighted block as the code-block plugin uses it: the `<pre>`'s attributes and its inner HTML. */
export interface HighlightedCode {
  /** Prism's name for the language, `text` when unknown. */
  language: string;
  /** hast properties of the `<pre>`. */
  properties: { className: string[] };
  /** The `<code>` element with a span per line and Prism's token spans inside, as HTML. */
  html: string;
}

/** What the code-block plugin needs of a highlighter. */
export interface CodeHighlighter {
  /** Highlights a block, loading its grammar the first time a language is used; unknown languages are plain text. */
  highlight(code: string, lang: string | null | undefined, options?: HighlightOptions): Promise<HighlightedCode>;
  /** Prism's name for a fence's language, or `text` when Prism has no grammar for it. */
  resolveLanguage(lang: string | null | undefined): Promise<string>;
}

/** Loads an ES module by specifier, as `import()` does from edsite's own code. */
export type ModuleImport = (specifier: string) => Promise<unknown>;

/**
 * Creates a highlighter; grammars load as pages ask for them, each once per process, through `importModule`:
 * code run as a script (the compile worker's, see cachedScript) has no `import()` of its own.
 */
export function createCodeHighlighter(importModule: ModuleImport = (specifier) => import(specifier)): CodeHighlighter {
  const require = createRequire(import.meta.url);
  const langDir = path.dirname(require.resolve("refractor/javascript"));
  let grammars: Promise<Set<string>> | undefined;
  let aliases: Promise<Map<string, string>> | undefined;
  const loading = new Map<string, Promise<void>>();

  const grammarFiles = () => (grammars ??= readdir(langDir).then((files) => new Set(files.filter((f) => f.endsWith(".js")).map((f) => f.slice(0, -3)))));

  /** Every alias refractor's grammars declare, read from their files the first time a name is not a grammar's own. */
  function declaredAliases(): Promise<Map<string, string>> {
    aliases ??= grammarFiles().then(async (names) => {
      const map = new Map<string, string>();
      await Promise.all(
        [...names].map(async (name) => {
          const list = /\.aliases = \[([^\]]*)\]/.exec(await readFile(path.join(langDir, `${name}.js`), "utf8"))?.[1] ?? "";
          for (const alias of list.matchAll(/'([^']+)'/g)) if (!map.has(alias[1]!)) map.set(alias[1]!, name);
        }),
      );
      return map;
    });
    return aliases;
  }

  async function resolveLanguage(lang: string | null | undefined): Promise<string> {
    const name = (lang ?? "").trim().toLowerCase();
    if (plainLanguages.has(name)) return "text";
    if (Object.hasOwn(commonLanguageAliases, name)) return commonLanguageAliases[name]!;
    if ((await grammarFiles()).has(name)) return name;
    return (await declaredAliases()).get(name) ?? "text";
  }

  function load(language: string): Promise<void> {
    let promise = loading.get(language);
    if (!promise) {
      // A variable, not a literal: the CLI's bundler must leave the grammar files to load on demand.
      const specifier = `refractor/${language}`;
      promise = (importModule(specifier) as Promise<{ default: Syntax }>).then((module) => refractor.register(module.default));
      loading.set(language, promise);
    }
    return promise;
  }

  async function highlight(code: string, lang: string | null | undefined, options: HighlightOptions = {}): Promise<HighlightedCode> {
    const language = await resolveLanguage(lang);
    let tokens: ElementContent[];
    if (language === "text") tokens = [{ type: "text", value: code }];
    else {
      await load(language);
      tokens = refractor.highlight(code, language).children as ElementContent[];
    }
    const marked = options.lineClasses ?? new Map<number, readonly string[]>();
    const split = splitLines(tokens);
    const lines: ElementContent[] = [];
    split.forEach((children, i) => {
      if (i > 0) lines.push({ type: "text", value: "\n" });
      lines.push({ type: "element", tagName: "span", properties: { className: ["line", ...(marked.get(i + 1) ?? [])] }, children });
    });
    const codeElement: Element = { type: "element", tagName: "code", properties: lineNumbering(options.firstLineNumber, split.length), children: lines };
    const root: Root = { type: "root", children: [codeElement] };
    return { language, properties: { className: ["prism-code", `language-${language}`] }, html: toHtml(root) };
  }

  return { highlight, resolveLanguage };
}

/** Where the theme's line counter starts, and how many digits the widest number has, so numbers align. */
function lineNumbering(first: number | undefined, count: number): Element["properties"] {
  if (first === undefined) return {};
  const last = first + count - 1;
  return { style: `counter-reset:line ${first - 1};--ed-line-digits:${String(last).length}` };
}
