import { splitFrontMatter } from "./readSource.js";

/** How a collector splits a file's text into front matter and body. */
export type SplitFrontMatter = typeof splitFrontMatter;

/**
 * Remembers the last split of each file. `dev` collects the whole site on every save while one file has
 * changed, and parsing every page's YAML again was most of that collect's time. What it returns is shared
 * between builds, which read it and never write it.
 */
export class FrontMatterMemo {
  private readonly last = new Map<string, { text: string; result: ReturnType<SplitFrontMatter> }>();

  readonly split: SplitFrontMatter = (text, file) => {
    const hit = this.last.get(file);
    if (hit?.text === text) return hit.result;
    const result = splitFrontMatter(text, file);
    this.last.set(file, { text, result });
    return result;
  };
}
