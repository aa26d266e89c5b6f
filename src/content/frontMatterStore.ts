// A rebuild after one page's edit read every page's front matter again, and parsing 10,000 pages' YAML was
// 0.5 s of its collect stage. The parsed fields are kept in `.edsite-cache/` by the YAML's text (the same
// text gives the same fields and lines in any file), as JSON, which parses in a fraction of that time.
// What it pays (26 November 2026, 2-core machine, two copies of one 10,000-page site, 4 alternating pairs): a
// rebuild after one page's text changed collected in 0.62-0.82 s against 1.32-1.40 s, 9.1-9.5 s in all
// against 9.7-10.2 s; cold builds were level (50.6 s against 50.8 s).
import { readFile } from "node:fs/promises";
import { writeJsonLines } from "../jsonLinesFile.js";
import { survivesJson } from "../survivesJson.js";
import { parseFrontMatterYaml, splitFrontMatter } from "./readSource.js";
import type { SplitFrontMatter } from "./frontMatterMemo.js";

interface Parsed {
  /** The fields as JSON: parsed anew for each file, so no two pages share one object. */
  json: string;
  fieldLines: Record<string, number>;
}

/** Parsed front matter by YAML text, loaded from and saved to one file (a JSON line each). */
export class FrontMatterStore {
  private readonly kept: Map<string, Parsed>;
  private readonly used = new Map<string, Parsed>();
  private added = false;

  private constructor(
    private readonly file: string,
    private readonly version: string,
    kept: Map<string, Parsed>,
  ) {
    this.kept = kept;
  }

  /** The store in `file`; one from another edsite (`version`), or damaged, is empty. */
  static async open(file: string, version: string): Promise<FrontMatterStore> {
    const kept = new Map<string, Parsed>();
    try {
      const lines = (await readFile(file, "utf8")).split("\n");
      if (JSON.parse(lines[0]!) === version) {
        for (const line of lines.slice(1)) {
          if (line === "") continue;
          const [yaml, json, fieldLines] = JSON.parse(line) as [string, string, Record<string, number>];
          kept.set(yaml, { json, fieldLines });
        }
      }
    } catch {
      kept.clear();
    }
    return new FrontMatterStore(file, version, kept);
  }

  /** splitFrontMatter, with the YAML parsed only when the store lacks its text. */
  readonly split: SplitFrontMatter = (text, file) => splitFrontMatter(text, file, this.parse);

  private readonly parse: typeof parseFrontMatterYaml = (yaml, file, lineOffset, fieldLines = {}) => {
    const hit = this.kept.get(yaml) ?? this.used.get(yaml);
    if (hit && lineOffset === 1) {
      this.used.set(yaml, hit);
      Object.assign(fieldLines, hit.fieldLines);
      return JSON.parse(hit.json) as Record<string, unknown>;
    }
    const own: Record<string, number> = {};
    // Errors are thrown as they are: a file that fails is never kept.
    const fields = parseFrontMatterYaml(yaml, file, lineOffset, own);
    Object.assign(fieldLines, own);
    // Kept only when JSON gives back the very fields (a YAML date, say, would come back as a string).
    if (lineOffset === 1 && survivesJson(fields)) {
      this.used.set(yaml, { json: JSON.stringify(fields), fieldLines: own });
      this.added = true;
    }
    return fields;
  };

  /** Writes the front matter this build read (a removed page's goes), when any was new or any went. */
  async save(): Promise<void> {
    if (!this.added && this.used.size === this.kept.size) return;
    const { version, used } = this;
    await writeJsonLines(this.file, (function* () {
      yield version;
      for (const [yaml, { json, fieldLines }] of used) yield [yaml, json, fieldLines];
    })());
  }
}
