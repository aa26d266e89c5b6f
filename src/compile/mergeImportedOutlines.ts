// A page that shows an imported Markdown file (`<Intro />`) shows that file's headings too: Docusaurus puts them
// in the page's table of contents at that place, and a link to one of them is a link to the page. Each file is
// compiled alone (see importedMarkdown), so the page's outline and ids take in the file's once both are known.
import type { CompiledModule } from "../types.js";
import type { TocItem } from "../shared/types.js";
import { markdownImportFile } from "./importedMarkdown.js";

interface Outline {
  toc: TocItem[];
  ids: string[];
}

/** Replaces each module that shows imported Markdown files by a copy whose toc and ids include theirs. */
export function mergeImportedOutlines(modules: Map<string, CompiledModule>, siteRoot: string): void {
  const done = new Map<string, Outline>();
  const outlineOf = (module: CompiledModule, trail: ReadonlySet<string>): Outline => {
    const known = done.get(module.id);
    if (known) return known;
    if (module.importedTocs.length === 0) return module;
    const toc: TocItem[] = [];
    const ids = new Set(module.ids);
    let next = 0;
    for (const { specifier, at } of module.importedTocs) {
      toc.push(...module.toc.slice(next, at));
      next = at;
      const file = markdownImportFile(specifier, module.file, siteRoot);
      const imported = file === undefined ? undefined : modules.get(file);
      // A file that shows itself, directly or not, adds nothing the second time (rendering it would not end).
      if (!imported || trail.has(imported.id)) continue;
      const inner = outlineOf(imported, new Set([...trail, imported.id]));
      toc.push(...inner.toc);
      for (const id of inner.ids) ids.add(id);
    }
    toc.push(...module.toc.slice(next));
    const outline = { toc, ids: [...ids] };
    done.set(module.id, outline);
    return outline;
  };
  for (const [id, module] of modules) {
    if (module.importedTocs.length === 0) continue;
    modules.set(id, { ...module, ...outlineOf(module, new Set([module.id])) });
  }
}
