// Syntax highlighting for fenced code blocks, done at build time with Shiki so no highlighter ships to the
// browser. Every token carries both theme colours as CSS variables (`--shiki-light`, `--shiki-dark`) and the
// site's CSS picks one by colour mode.
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import type { Element, Root } from "hast";
import {
  bundledLanguages,
  createHighlighter,
  createOnigurumaEngine,
  hastToHtml,
  type BundledLanguage,
  type Highlighter,
  type ShikiTransformer,
} from "shiki";
import { HighlightCache, type HighlightedCode } from "./highlightCache.js";

export type { HighlightedCode } from "./highlightCache.js";

/**
 * The two themes. GitHub's "default" pair rather than the classic github-light/github-dark: in the classic
 * pair some token colours fall below WCAG AA (github-dark's comments are 3.05:1 on its background,
 * github-light's list markers 3.49:1), while every token colour of these is at least 4.55:1 (light) and
 * 6.15:1 (dark) on the theme's own background.
 */
export const codeThemes = { light: "github-light-default", dark: "github-dark-default" } as const;

/** Names Shiki renders as unhighlighted text without loading a grammar. */
const plainLanguages = new Set(["text", "plaintext", "txt", "plain"]);

/** Bumped when what we store for a block changes shape. */
const cacheFormat = 1;

export interface HighlightOptions {
  /** 1-based line numbers that get the extra class `highlighted`. */
  highlightLines?: ReadonlySet<number>;
}

export interface CodeHighlighterOptions {
  /**
   * JSON file that keeps highlighted blocks between builds (e.g. `.edsite-cache/highlight.json`). Without
   * it results are kept in memory only, for the life of the highlighter. Call `saveCache()` after a build.
   */
  cacheFile?: string;
}

/** What the code-block plugin needs of a highlighter (this thread's Shiki, or one in a worker). */
export interface CodeHighlighter {
  /** Highlights a block, loading its grammar the first time a language is used; unknown languages are plain text. */
  highlight(code: string, lang: string | null | undefined, options?: HighlightOptions): Promise<HighlightedCode>;
  /** Writes the cache file, when there is one. */
  saveCache(): Promise<void>;
  /** Saves the cache and lets go of what it holds (a worker's thread ends); the caller uses it no more. */
  close(): Promise<void>;
  /** It can highlight no more (a worker whose thread died): the owner should start a new one. */
  readonly broken: boolean;
}

/** A ready Shiki instance in this thread. */
export interface ShikiHighlighter extends CodeHighlighter {
  readonly themes: { readonly light: string; readonly dark: string };
  /** Shiki's name for a fence's language, or `text` when Shiki has no grammar for it. */
  resolveLanguage(lang: string | null | undefined): string;
}

/** Creates the build's highlighter: themes and regex engine now, grammars as pages ask for them. */
export async function createCodeHighlighter(options: CodeHighlighterOptions = {}): Promise<ShikiHighlighter> {
  const require = createRequire(import.meta.url);
  // Oniguruma (WASM) is the grammars' own regex dialect, so nothing is approximated. On a docs-like mix (a few
  // short blocks in 6 languages, cold process) it was faster overall than Shiki's JavaScript engine, which
  // spends longer translating the big JS/TS grammars on first use than the ~30 ms the WASM takes to start.
  // Reading the .wasm file directly is about twice as fast as the base64-inlined module.
  const wasm = readFile(require.resolve("shiki/onig.wasm")).catch(() => import("shiki/wasm"));
  const shikiVersion = (require("shiki/package.json") as { version: string }).version;
  const [shiki, cache] = await Promise.all([
    createHighlighter({ themes: [codeThemes.light, codeThemes.dark], langs: [], engine: createOnigurumaEngine(wasm) }),
    HighlightCache.open(`${cacheFormat}|shiki@${shikiVersion}|${codeThemes.light}|${codeThemes.dark}`, options.cacheFile),
  ]);
  const loading = new Map<string, Promise<void>>();

  function resolveLanguage(lang: string | null | undefined): string {
    const name = (lang ?? "").trim().toLowerCase();
    if (name === "" || plainLanguages.has(name)) return "text";
    return Object.hasOwn(bundledLanguages, name) ? name : "text";
  }

  function load(language: string): Promise<void> {
    let promise = loading.get(language);
    if (!promise) {
      promise = shiki.loadLanguage(language as BundledLanguage);
      loading.set(language, promise);
    }
    return promise;
  }

  async function highlight(code: string, lang: string | null | undefined, options: HighlightOptions = {}): Promise<HighlightedCode> {
    const language = resolveLanguage(lang);
    const marked = options.highlightLines ?? new Set<number>();
    const key = HighlightCache.key(language, code, marked);
    const cached = cache.get(key);
    if (cached) return cached;

    if (language !== "text") await load(language);
    const transformers: ShikiTransformer[] = [];
    if (marked.size > 0) {
      transformers.push({
        name: "edsite:highlighted-lines",
        line(node, line) {
          if (marked.has(line)) this.addClassToHast(node, "highlighted");
        },
      });
    }
    const root = shiki.codeToHast(code, {
      lang: language,
      themes: { light: codeThemes.light, dark: codeThemes.dark },
      defaultColor: false,
      transformers,
    });
    const result = toHighlightedCode(root, language);
    cache.set(key, result);
    return result;
  }

  const saveCache = () => cache.save();
  return { themes: codeThemes, resolveLanguage, highlight, saveCache, close: saveCache, broken: false };
}

/** Splits Shiki's `<pre>` into its attributes and its inner HTML. */
function toHighlightedCode(root: Root, language: string): HighlightedCode {
  const pre = root.children.find((node): node is Element => node.type === "element" && node.tagName === "pre");
  if (!pre) throw new Error("Shiki returned no <pre> element");
  const properties: HighlightedCode["properties"] = {};
  for (const [name, value] of Object.entries(pre.properties)) {
    if (value !== undefined && value !== null) properties[name] = value;
  }
  return { language, properties, html: hastToHtml({ type: "root", children: pre.children }) };
}
