// The table of issue 24 (rebuilds that cost what changed; 100,000 pages; the Ki site against Docusaurus Faster)
// from one bench report: each row's figure now, its target and whether it is met, so that the README's table is
// pasted from one run rather than put together by hand. A row whose figure the run did not measure says so.

const seconds = (ms) => `${(ms / 1000).toFixed(ms < 10_000 ? 2 : 1)} s`;
const mb = (value) => `${Math.round(value)} MB`;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const yesNo = (ok) => (ok ? "yes" : "no");
const notMeasured = (measure, target) => ({ measure, now: "not measured in this run", target, met: "" });

/** A cold build's row: time, peak and (for the wide shape) bytes written, against the 10,000-page targets. */
function coldRow(measure, figures, { written }) {
  const target = `< 20 s, < 500 MB${written ? ", < 1 GB written" : ""}`;
  if (!figures) return notMeasured(measure, target);
  const now = `${seconds(figures.coldBuildMs)}, ${mb(figures.coldPeakRssMb)} peak${written ? `, ${(figures.bytesWritten / 2 ** 30).toFixed(2)} GB written` : ""}`;
  const met = figures.coldBuildMs < 20_000 && figures.coldPeakRssMb < 500 && (!written || figures.bytesWritten < 2 ** 30);
  return { measure, now, target, met: yesNo(met) };
}

/** The rebuild rows of one shape at 10,000 pages: nothing changed, one page's text, one sidebar label. */
function rebuildRows(shape, figures) {
  const at = `10,000 pages (${shape})`;
  const labelTarget = "proportional to the pages whose sidebar view changed";
  if (!figures?.warmBuildMs) {
    return [notMeasured(`${at}, rebuild with nothing changed`, "< 2 s"), notMeasured(`${at}, rebuild after one page's text changed`, "< 3 s"), notMeasured(`${at}, rebuild after a sidebar label changed`, labelTarget)];
  }
  const share = (ms) => `${Math.round((100 * ms) / figures.coldBuildMs)} % of cold`;
  const count = (n) => n.toLocaleString("en");
  const pages = (rebuild) =>
    `${count(rebuild.pagesChanged)} of ${count(rebuild.pages)} pages changed` +
    (rebuild.pagesChangedBeyondManifest !== undefined && rebuild.pagesChangedBeyondManifest !== rebuild.pagesChanged ? `, ${count(rebuild.pagesChangedBeyondManifest)} beyond the routes manifest's name` : "");
  const text = figures.pageTextRebuild;
  const label = figures.sidebarLabelRebuild;
  // Proportional: no dearer than a rebuild with nothing to do plus a cold build's share for the pages whose
  // sidebar view changed (those that differ in more than the routes manifest's name).
  const viewChanged = label.pagesChangedBeyondManifest ?? label.pagesChanged;
  const proportionalMs = figures.warmBuildMs + (viewChanged / label.pages) * figures.coldBuildMs;
  return [
    { measure: `${at}, rebuild with nothing changed`, now: `${seconds(figures.warmBuildMs)}, ${mb(figures.warmPeakRssMb)} (${share(figures.warmBuildMs)})`, target: "< 2 s", met: yesNo(figures.warmBuildMs < 2000) },
    { measure: `${at}, rebuild after one page's text changed`, now: `${seconds(text.wallMs)}, ${mb(text.peakRssMb)} (${pages(text)})`, target: "< 3 s", met: yesNo(text.wallMs < 3000) },
    {
      measure: `${at}, rebuild after a sidebar label changed`,
      now: `${seconds(label.wallMs)}, ${mb(label.peakRssMb)} (${pages(label)})`,
      target: `${labelTarget} (here ≤ ${seconds(proportionalMs)}: the unchanged rebuild plus that share of the cold build)`,
      met: yesNo(label.wallMs <= proportionalMs),
    },
  ];
}

/** Where a build's memory peaked: the stage, and each process's share there (` in bundle: node 900 MB, esbuild 1,200 MB`). */
function peakStage(stagePeaks) {
  const [stage, peak] = Object.entries(stagePeaks ?? {}).sort(([, a], [, b]) => b.totalMb - a.totalMb)[0] ?? [];
  if (!stage) return "";
  const shares = Object.entries(peak.byCommandMb)
    .sort(([, a], [, b]) => b - a)
    .map(([command, value]) => `${command} ${mb(value)}`)
    .join(", ");
  return ` in ${stage} (${shares})`;
}

/** The 100,000-page rows: linear in pages from the 10,000-page build of the same shape, under 2 GB, finished. */
function hundredThousandRow(shape, figures, tenThousand) {
  const measure = `100,000 pages (${shape}), cold build`;
  const target = "≤ 12× the 10k time, < 2 GB, finishes";
  if (!figures) return notMeasured(measure, target);
  if (figures.failed) return { measure, now: `failed: ${figures.failed}`, target, met: "no" };
  const ratio = tenThousand ? figures.coldBuildMs / tenThousand.coldBuildMs : undefined;
  const stages = Object.entries(figures.coldStagesMs ?? {})
    .map(([name, ms]) => `${name} ${seconds(ms)}`)
    .join(", ");
  const now = `${seconds(figures.coldBuildMs)}${ratio ? ` (${ratio.toFixed(1)}× the 10k)` : ""}, ${mb(figures.coldPeakRssMb)} peak${peakStage(figures.coldStagePeaks)}; ${stages}`;
  return { measure, now, target, met: yesNo(ratio !== undefined && ratio <= 12 && figures.coldPeakRssMb < 2048) };
}

/** The Ki site's rows, with Docusaurus Faster's figures for the same site beside edsite's. */
function kiRows(report) {
  const faster = report.kiDocs?.docusaurusFaster;
  const anchor = (cold) =>
    faster ? ` (Docusaurus ${faster.docusaurusVersion} Faster, the Ki docs: ${cold ? `${seconds(faster.coldMs)}, ${mb(faster.coldPeakRssMb)}` : `${seconds(faster.warmMs)} with its Rspack cache`})` : " (Docusaurus Faster not measured in this run)";
  const ki = report.kiSite;
  return [
    { measure: `Ki site, cold build${anchor(true)}`, now: `${seconds(ki.coldBuildMs)}, ${mb(ki.coldPeakRssMb)}`, target: "< 0.6 s, < 120 MB", met: yesNo(ki.coldBuildMs < 600 && ki.coldPeakRssMb < 120) },
    { measure: `Ki site, warm build${anchor(false)}`, now: `${seconds(ki.warmBuildMs)}, ${mb(ki.warmPeakRssMb)}`, target: "< 0.25 s", met: yesNo(ki.warmBuildMs < 250) },
  ];
}

/** The search row: gzipped bytes before the first result at 10,000 pages, and at 1,000 to show the growth. */
function searchRow(search) {
  const measure = "search at 10,000 pages: bytes a visitor downloads before the first result";
  const target = "< 150 KB gz, growing slower than the site";
  const large = search?.find((s) => s.pages === 10_000);
  if (!large) return notMeasured(measure, target);
  const small = search.find((s) => s.pages === 1000);
  const growth = small ? large.beforeFirstResult.median / small.beforeFirstResult.median : undefined;
  const now = `${kb(large.beforeFirstResult.median)} gz median, ${kb(large.beforeFirstResult.p95)} p95, ${kb(large.beforeFirstResult.max)} max${small ? `; ${kb(small.beforeFirstResult.median)} median at 1,000 pages (${growth.toFixed(1)}× for 10× the pages)` : ""}`;
  return { measure, now, target, met: yesNo(large.beforeFirstResult.p95 < 150 * 1024 && (growth === undefined || growth < 10)) };
}

/** The issue's rows, in its order, from a bench report (the JSON `npm run bench -- --json` writes). */
export function issueRows(report) {
  const deep = report.generated?.deep ?? {};
  const wide = report.generated?.wide ?? {};
  const rows = [coldRow("10,000 pages (deep), cold build", deep[10000], { written: false }), coldRow("10,000 pages in 200 folders of 50 (wide), cold build", wide[10000], { written: true })];
  for (const [shape, figures] of [["deep", deep[10000]], ["wide", wide[10000]]]) if (figures || shape === "deep") rows.push(...rebuildRows(shape, figures));
  rows.push(hundredThousandRow("deep", deep[100000], deep[10000]));
  if (wide[100000]) rows.push(hundredThousandRow("wide", wide[100000], wide[10000]));
  rows.push(...kiRows(report), searchRow(report.search));
  return rows;
}

/** A Markdown table of `rows` ({ measure, now, target, met }); a `|` inside a cell is escaped. */
export function markdownTable(rows) {
  const cell = (text) => String(text).replace(/\|/g, "\\|").replace(/\n/g, " ");
  const lines = ["| measure | now | target | met? |", "|---|---|---|---|"];
  for (const row of rows) lines.push(`| ${cell(row.measure)} | ${cell(row.now)} | ${cell(row.target)} | ${cell(row.met)} |`);
  return `${lines.join("\n")}\n`;
}
