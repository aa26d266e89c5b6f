// What the search can find: every docs page and generated category page, and each h2/h3 section of a doc on its
// own, so a hit leads straight to the heading that matched.
import type { CategoryIndexData } from "../shared/types.js";
import type { SearchDoc } from "../shared/searchData.js";
import type { CompiledModule, Route } from "../types.js";

/** A search doc plus what is indexed but not shown (the page's front-matter keywords). */
export interface SearchEntry {
  doc: SearchDoc;
  keywords: string[];
  /** The docs version of the page, on a site with several. */
  version?: string;
}

/**
 * One entry per doc and category page and one per section of a doc, in route order. Aliases (`/docs` showing the
 * main doc) are left out, and so are category pages that repeat another sidebar's identical page.
 */
export function searchEntries(routes: Route[], modules: Map<string, CompiledModule>): SearchEntry[] {
  const entries: SearchEntry[] = [];
  const seenCategories = new Set<string>();
  for (const route of routes) {
    if (route.meta.canonical) continue;
    const version = route.meta.docsVersion ? { version: route.meta.docsVersion.name } : {};
    if (route.kind === "doc") {
      const module = route.contentModules[0] === undefined ? undefined : modules.get(route.contentModules[0]);
      entries.push(...docEntries(route, module).map((entry) => ({ ...entry, ...version })));
    } else if (route.kind === "category") {
      const entry = categoryEntry(route);
      // Versions' category pages alike are each their version's.
      const key = `${version.version ?? ""}\n${entry.doc.title}\n${entry.doc.text}`;
      if (seenCategories.has(key)) continue;
      seenCategories.add(key);
      entries.push({ ...entry, ...version });
    }
  }
  return entries;
}

function docEntries(route: Route, module: CompiledModule | undefined): SearchEntry[] {
  const title = route.meta.title;
  const sections = module?.sections ?? [];
  const intro = sections.find((s) => s.id === "")?.text ?? "";
  const description = route.meta.description ?? "";
  // The description often restates the intro; shown twice it would only push the intro out of the snippet.
  const pageText = description && !intro.includes(description) ? joinText(description, intro) : intro;
  const page: SearchEntry = { doc: { title, url: route.path, text: pageText }, keywords: route.meta.keywords ?? [] };
  const sectionEntries = sections
    .filter((s) => s.id !== "" && (s.level === 2 || s.level === 3))
    .map((s): SearchEntry => ({ doc: { title, section: s.heading, url: `${route.path}#${s.id}`, text: s.text }, keywords: [] }));
  return [page, ...sectionEntries];
}

function categoryEntry(route: Route): SearchEntry {
  const data = route.data as CategoryIndexData;
  const cards = data.cards.map((c) => joinText(c.label, c.description ?? ""));
  return { doc: { title: route.meta.title, url: route.path, text: joinText(route.meta.description ?? "", ...cards) }, keywords: [] };
}

function joinText(...parts: string[]): string {
  return parts.filter((p) => p !== "").join(" ");
}

/**
 * Each version's entries as a range of refs, `[first, past the last]`, for a search that keeps to one version;
 * undefined on a site of one version. Routes come version by version, so each version's entries are together.
 */
export function versionRefRanges(entries: SearchEntry[]): Record<string, [number, number]> | undefined {
  const ranges: Record<string, [number, number]> = {};
  entries.forEach((entry, ref) => {
    if (entry.version === undefined) return;
    const range = ranges[entry.version];
    if (!range) ranges[entry.version] = [ref, ref + 1];
    else if (range[1] === ref) range[1] = ref + 1;
    else throw new Error(`The search entries of docs version "${entry.version}" are not together (ref ${ref}): the routes must come version by version.`);
  });
  return Object.keys(ranges).length > 0 ? ranges : undefined;
}
