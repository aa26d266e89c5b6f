import type { LinkCheckReport } from "./runLinkinator.js";

/** The summary table and each broken link under the page it is on, for the terminal. */
export function formatLinkReport(report: LinkCheckReport): string {
  const width = String(Math.max(report.checked, report.broken.length, report.skipped)).length;
  const row = (label: string, count: number, note = "") => `  ${label.padEnd(8)} ${String(count).padStart(width)}${note ? `  ${note}` : ""}`;
  const lines = [
    "Links",
    row("checked", report.checked),
    row("broken", report.broken.length),
    row("skipped", report.skipped, report.external || report.skipped === 0 ? "" : "(links to other sites; --external checks them too)"),
  ];
  if (report.broken.length === 0) {
    lines.push("", "✔ No broken links.");
    return lines.join("\n");
  }
  lines.push("", `✖ ${report.broken.length} broken link${report.broken.length === 1 ? "" : "s"}:`);
  let page: string | undefined;
  for (const link of report.broken) {
    if (link.page !== page) {
      page = link.page;
      lines.push(`${page}:`);
    }
    lines.push(`  - ${link.url} (${link.reason})`);
  }
  return lines.join("\n");
}

/** The report as JSON for scripts: counts, and each broken link with its page and reason. */
export function linkReportJson(report: LinkCheckReport): string {
  return JSON.stringify({ passed: report.broken.length === 0, checked: report.checked, skipped: report.skipped, broken: report.broken }, null, 2);
}
