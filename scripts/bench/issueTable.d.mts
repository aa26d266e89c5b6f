// Types of scripts/bench/issueTable.mjs, for the tests that import it.

export interface IssueRow {
  measure: string;
  now: string;
  target: string;
  met: string;
}

/** The issue's rows, in its order, from a bench report (the JSON `npm run bench -- --json` writes). */
export declare function issueRows(report: Record<string, unknown>): IssueRow[];

/** A Markdown table of `rows`; a `|` inside a cell is escaped. */
export declare function markdownTable(rows: IssueRow[]): string;
