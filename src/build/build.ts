import { createHash } from "node:crypto";
import { loadConfig } from "../config/loadConfig.js";
import { collectContent, editBase } from "../content/collectContent.js";
import { buildSidebars } from "../content/buildSidebars.js";
import { compileContent } from "./compileContent.js";
import { planRoutes } from "../routes/planRoutes.js";
import { createSiteData } from "./createSiteData.js";
import { bundleServer } from "./bundleServer.js";
import { renderPages, type PageScripts } from "./renderPages.js";
import { bundleClient } from "./bundleClient.js";
import { routeManifest } from "./routeManifest.js";
import { checkLinks } from "../check/checkLinks.js";
import { buildFeeds } from "./feeds.js";
import { sitemapXml, robotsTxt } from "./sitemap.js";
import { emitSite, type OutputFile } from "./emitSite.js";
import { listPublicFiles } from "./listPublicFiles.js";
import { sitePaths } from "./sitePaths.js";
import type { Finding } from "../types.js";
import type { Reporter } from "./reporter.js";

export interface BuildOptions {
  root: string;
  outDir?: string;
  /** With findings, write nothing: a strict build that fails leaves the last good output in place. */
  strict?: boolean;
  reporter: Reporter;
}

export interface BuildResult {
  findings: Finding[];
  pages: number;
  files: number;
  bytes: number;
  outDir: string;
  /** False when a strict build stopped before writing. */
  written: boolean;
}

/**
 * The story of a build: each stage takes the previous stage's data and returns its own, and the reporter
 * shows them one by one. Nothing touches the output folder until `write`, which swaps in the finished site.
 */
export async function build(options: BuildOptions): Promise<BuildResult> {
  const { reporter } = options;
  const paths = sitePaths(options.root, options.outDir);
  const config = await reporter.stage("config", () => loadConfig(paths.configFile));
  const content = await reporter.stage("collect", () => collectContent(paths, config));
  const plan = buildSidebars(content.docs, new Map(content.categories.map((c) => [c.dir, c])), config.docs.sidebars, `${config.baseUrl}docs`);
  const modules = await reporter.stage("compile", () => compileContent(content, config));
  const site = createSiteData(config, content, plan, paths.configFile);
  const routePlan = planRoutes({ config, content, plan, modules, docsDir: paths.docs, editBase: editBase(config) });
  // Later routes that collide with earlier ones are reported, not rendered: their file would overwrite the first.
  const duplicatePaths = new Set(routePlan.findings.map((f) => f.page));
  const routes = routePlan.routes.filter((r, i, all) => !duplicatePaths.has(r.path) || all.findIndex((o) => o.path === r.path) === i);
  const allRoutes = [...routes, routePlan.notFound];

  const bundleInput = { routes: allRoutes, modules, sidebars: plan.sidebars, siteRoot: paths.root, baseUrl: config.baseUrl };
  const [bundle, client] = await reporter.stage("bundle", () =>
    Promise.all([bundleServer({ ...bundleInput, contentIds: content.posts.map((p) => p.file) }), bundleClient(bundleInput)]),
  );
  const assetsUrl = `${config.baseUrl}assets/`;
  const manifest = routeManifest(allRoutes, client.routeChunks, config.baseUrl);
  const manifestName = `routes-${createHash("sha256").update(manifest).digest("hex").slice(0, 10)}.json`;
  const scripts: PageScripts = {
    assetsUrl,
    manifestUrl: assetsUrl + manifestName,
    entryUrl: assetsUrl + client.entry,
    chunkUrl: (i) => assetsUrl + client.routeChunks[i],
    preloads: (i) => [...new Set([...client.staticImports(client.entry), ...client.staticImports(client.routeChunks[i]!)])].map((f) => assetsUrl + f),
  };
  const cssName = `assets/style-${createHash("sha256").update(bundle.css).digest("hex").slice(0, 10)}.css`;
  const rendered = await reporter.stage("render", async () =>
    renderPages({ routes: allRoutes, bundle, site, cssHref: `${config.baseUrl}${cssName}`, scripts }),
  );
  const feeds = await reporter.stage("feeds", async () =>
    content.posts.length === 0
      ? undefined
      : buildFeeds({
          site: { title: config.title, url: config.url, baseUrl: config.baseUrl, tagline: config.tagline, copyright: config.footer.copyright, favicon: site.favicon },
          posts: content.posts,
          htmlByPost: new Map(content.posts.map((p) => [p.file, bundle.renderContent(p.file)])),
        }),
  );

  const base = config.baseUrl.replace(/^\//, "");
  const files: OutputFile[] = [];
  for (const page of rendered) {
    if (page.route.kind === "notFound") {
      files.push({ path: base + page.route.outFile, contents: page.html });
      continue;
    }
    files.push({ path: base + page.route.outFile, contents: page.html });
    // `/x.html` beside `/x/index.html`: plain static hosts then answer all four forms of every URL.
    if (page.route.outFile !== "index.html") files.push({ path: base + page.route.outFile.replace(/\/index\.html$/, ".html"), contents: page.html });
  }
  files.push({ path: base + cssName, contents: bundle.css });
  for (const [name, data] of bundle.assets) files.push({ path: `${base}assets/${name}`, contents: data });
  for (const [name, data] of client.files) files.push({ path: `${base}assets/${name}`, contents: data });
  files.push({ path: `${base}assets/${manifestName}`, contents: manifest });
  files.push({ path: `${base}sitemap.xml`, contents: sitemapXml(routes, config.url) });
  files.push({ path: `${base}robots.txt`, contents: robotsTxt(config.url, config.baseUrl) });
  if (feeds) {
    files.push({ path: `${base}blog/rss.xml`, contents: feeds.rss });
    files.push({ path: `${base}blog/atom.xml`, contents: feeds.atom });
  }

  const publicFiles = await listPublicFiles(paths.public);
  const generated = new Set(files.map((f) => f.path));
  const collisions: Finding[] = publicFiles
    .filter((f) => generated.has(base + f))
    .map((f) => ({
      kind: "duplicate-route",
      page: `${config.baseUrl}${f}`,
      message: `public/${f} and a generated page or file both want ${config.baseUrl}${f}; the generated one is kept. Rename or remove public/${f}.`,
      source: { file: `${paths.public}/${f}` },
    }));
  const staticFiles = new Set([...files.map((f) => `/${f.path}`), ...publicFiles.map((f) => `${config.baseUrl}${f}`)]);
  const findings = await reporter.stage("check", async () => [
    ...routePlan.findings,
    ...collisions,
    ...[...modules.values()].flatMap((m) => m.findings.map((f) => ({ ...f, page: f.page ?? pageOfFile(routes, m.file) }))),
    ...checkLinks({ pages: rendered.filter((p) => p.route.kind !== "notFound"), modules, baseUrl: config.baseUrl, staticFiles }),
  ]);

  const unique = dedupeFindings(findings);
  const bytes = files.reduce((sum, f) => sum + (typeof f.contents === "string" ? Buffer.byteLength(f.contents) : f.contents.byteLength), 0);
  const result = { findings: unique, pages: routes.length, files: files.length + publicFiles.length, bytes, outDir: paths.outDir };
  if (options.strict && unique.length > 0) return { ...result, written: false };
  await reporter.stage("write", () => emitSite({ outDir: paths.outDir, files, copyDirs: [{ from: paths.public, to: base }] }));
  return { ...result, written: true };
}

function pageOfFile(routes: { path: string; sources: string[] }[], file: string): string | undefined {
  return routes.find((r) => r.sources.includes(file))?.path;
}

/** A post's excerpt repeats its post's links; one finding per place is enough. */
function dedupeFindings(findings: Finding[]): Finding[] {
  const seen = new Set<string>();
  return findings.filter((f) => {
    const key = `${f.kind}|${f.page}|${f.url}|${f.source?.file}:${f.source?.line}:${f.source?.column}|${f.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

