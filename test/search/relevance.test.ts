// Queries a reader of the Ki docs would type, each with the page (or section) that answers it, written from
// the text in content/docs. Each answer must be among the first three hits.
import { beforeAll, describe, expect, it } from "vitest";
import { buildSearchFiles } from "../../src/search/buildSearchFiles.js";
import { buildLunrIndex } from "../../src/search/buildLunrIndex.js";
import { searchEntries, type SearchEntry } from "../../src/search/searchEntries.js";
import { lunrBuilderWeights, weightsOf } from "./lunrOracle.js";
import type { WholeSearchEngine } from "../../src/client/search/searchEngine.js";
import { compileSite, engineOf } from "./searchSite.js";

const DOCS = "/ki-editor/docs";

/** Query → expected URL under /docs; a trailing `*` accepts the page or any of its sections. */
const CASES: [string, string][] = [
  ["swap", "/sub-modes/swap-mode"],
  ["multi", "/sub-modes/multi-cursor-mode"],
  ["multi-cursor", "/sub-modes/multi-cursor-mode"],
  ["install cargo", "/installation*"],
  ["nix flake", "/installation#nix"],
  ["KI_EDITOR_THEME", "/configurations#ki-editor-theme"],
  ["dvorak", "/configurations*"],
  ["sticky column", "/normal-mode/core-movements#sticky-column"],
  ["easymotion", "/normal-mode/core-movements*"],
  ["regex", "/normal-mode/search-config*"],
  ["ast-grep", "/normal-mode/search-config*"],
  ["file explorer", "/components/file-explorer"],
  ["fuzzy matching", "/components/prompt#fuzzy-matching"],
  ["surround", "/sub-modes/extend-mode*"],
  ["undo", "/normal-mode/actions/#undo-redo"],
  ["system clipboard", "/normal-mode/space-menu#system-clipboard"],
  ["zed themes", "/themes*"],
  ["syntax highlighting", "/themes#syntax-highlighting"],
  ["completion dropdown", "/insert-mode/#completion"],
  ["git hunks", "/normal-mode/selection-modes/secondary/#hunks"],
  ["quickfix", "/normal-mode/selection-modes/secondary/#quickfix"],
  ["space menu", "/normal-mode/space-menu"],
  ["raise", "/normal-mode/actions/#raise"],
  ["contiguity", "/normal-mode/selection-modes/#contiguity"],
  ["grammars", "/installation#grammars"],
  ["helix", "/comparisons/*"],
  ["reveal cursors", "/normal-mode/space-menu#reveal-cursors"],
  ["navigation history", "/normal-mode/other-movements#nav-history"],
  ["paste without leaving insert", "/universal-keybindings#paste"],
  ["tutorial", "/tutorial"],
  ["token", "/normal-mode/selection-modes/primary#token"],
  ["sub-word", "/normal-mode/selection-modes/primary#word"],
  ["caps lock", "/modes#tips"],
  ["jump", "/normal-mode/core-movements#jump"],
  // Typos and word forms: one letter missing, plural for singular, a prefix being typed.
  ["suround", "/sub-modes/extend-mode*"],
  ["diagnostic", "/normal-mode/selection-modes/secondary/#diagnostics"],
  ["quickfi", "/normal-mode/selection-modes/secondary/#quickfix"],
];

let engine: WholeSearchEngine;
let entries: SearchEntry[];

beforeAll(async () => {
  const site = await compileSite(".");
  entries = searchEntries(site.routes, site.modules);
  engine = engineOf(await buildSearchFiles({ ...site, timestamp: 0 }));
});

it("indexes the Ki docs with the weights lunr's own builder gives", () => {
  expect(weightsOf(buildLunrIndex(entries))).toEqual(lunrBuilderWeights(entries));
});

describe("search relevance on the Ki docs", () => {
  it("has at least twenty cases", () => {
    expect(CASES.length).toBeGreaterThanOrEqual(20);
  });

  it.each(CASES)("%s → %s is in the top three", (query, expected) => {
    const urls = engine.search(query).map((hit) => hit.doc.url);
    const top = urls.slice(0, 3);
    const found = expected.endsWith("*")
      ? top.some((url) => url.startsWith(DOCS + expected.slice(0, -1)))
      : top.includes(DOCS + expected);
    expect(found, `top hits: ${top.join(", ")}`).toBe(true);
  });
});
