import type { CompiledModule, ContentGraph, Finding, ResolvedConfig, Route } from "../types.js";
import type { SidebarPlan } from "../content/buildSidebars.js";
import { planDocRoutes } from "./planDocRoutes.js";
import type { VersionPlan } from "../content/versions/versionPlans.js";
import { pageVersionsOf } from "./pageDocsVersion.js";
import { planMarkdownPage } from "./planMarkdownPage.js";
import { planBlogRoutes } from "../content/blog/planBlogRoutes.js";
import { outFileFor, routeKey } from "./outFileFor.js";
import type { EditUrlOf } from "../content/editUrls.js";
import { blogBaseUrl } from "../content/blog/blogUrls.js";

export interface RoutePlan {
  /** One route per URL: a later route on a taken URL is reported (see findings), not kept, since its file would overwrite the first one's. */
  routes: Route[];
  /** The not-found page: rendered like a route, written as `404.html`, never linked to. */
  notFound: Route;
  findings: Finding[];
}

/** Every page of the site, from every kind of content; two routes claiming one URL are a finding naming both. */
export function planRoutes(input: {
  config: ResolvedConfig;
  content: ContentGraph;
  plan: SidebarPlan;
  /** Each docs version with its docs and sidebars; their routes are planned one version at a time. */
  versions: VersionPlan[];
  modules: Map<string, CompiledModule>;
  docsDir: string;
  blogDir?: string;
  editUrlOf: EditUrlOf | undefined;
}): RoutePlan {
  const { config, content, modules } = input;
  const baseUrl = config.baseUrl;
  const pageVersionOf = pageVersionsOf(input.versions, config.docs.mainDocId);
  const routes: Route[] = [
    ...content.pages.map((page): Route => (page.markdown ? planMarkdownPage({ ...page, markdown: page.markdown }, modules.get(page.file), baseUrl) : {
      path: page.permalink,
      kind: "page",
      sources: page.madeBy ? [page.file, page.madeBy] : [page.file],
      template: "",
      data: { kind: "page" },
      meta: {
        title: page.permalink === baseUrl ? config.tagline : titleFromPath(page.permalink),
        description: config.tagline,
        permalink: page.permalink,
        ogType: "website",
        ...(page.rendersMain ? { ownMain: true } : {}),
      },
      contentModules: [],
      pageFile: page.file,
      ...(page.props ? { pageProps: page.props } : {}),
      outFile: outFileFor(page.permalink, baseUrl),
    })),
    ...input.versions.flatMap(({ version, docs, plan }) =>
      planDocRoutes({
        docs,
        plan,
        modules,
        baseUrl,
        editUrlOf: input.editUrlOf,
        docsDir: version.docsDir,
        mainDocId: config.docs.mainDocId,
        breadcrumbs: config.docs.breadcrumbs,
        docsRoot: version.path,
        version: { name: version.name, noIndex: version.noIndex, pageVersionOf },
      }),
    ),
    ...planBlogRoutes({
      posts: content.posts,
      authors: content.authors,
      tags: content.tags,
      baseUrl,
      blogBase: blogBaseUrl(baseUrl, config.blog.routeBasePath),
      blogDir: input.blogDir,
      authorsFile: config.blog.authorsFile,
      tagsFile: config.blog.tagsFile,
      postsPerPage: config.blog.postsPerPage,
      blogTitle: config.blog.title,
      blogDescription: config.blog.description,
      siteTitle: config.title,
      readingTimes: new Map(),
      showReadingTime: config.blog.showReadingTime,
      tocs: new Map(content.posts.map((p) => [p.file, modules.get(p.file)?.toc ?? []])),
    }),
  ];
  const notFound: Route = {
    path: `${baseUrl}404.html`,
    kind: "notFound",
    sources: [],
    template: "NotFoundPage",
    data: { kind: "notFound" },
    meta: { title: content.strings["theme.notFound.title"] ?? "Page Not Found", permalink: `${baseUrl}404.html`, noIndex: true },
    contentModules: [],
    outFile: "404.html",
  };
  return { routes: firstOfEachUrl(routes), notFound, findings: findDuplicateRoutes(routes) };
}

function firstOfEachUrl(routes: Route[]): Route[] {
  const taken = new Set<string>();
  return routes.filter((route) => {
    const key = routeKey(route.path);
    if (taken.has(key)) return false;
    taken.add(key);
    return true;
  });
}

/** Two routes on one URL would silently overwrite each other's file; name both sources instead. */
export function findDuplicateRoutes(routes: Route[]): Finding[] {
  const seen = new Map<string, Route>();
  const findings: Finding[] = [];
  for (const route of routes) {
    const key = routeKey(route.path);
    const first = seen.get(key);
    if (!first) {
      seen.set(key, route);
      continue;
    }
    findings.push({
      kind: "duplicate-route",
      page: route.path,
      message: `Two pages claim ${route.path}: ${describe(first)} and ${describe(route)}. Give one of them another \`slug\` or file name.`,
      source: route.sources[0] ? { file: route.sources[0] } : undefined,
      sources: [...route.sources, ...first.sources],
    });
  }
  return findings;
}

function describe(route: Route): string {
  return route.sources.length ? route.sources.join(", ") : `the ${route.kind} page`;
}

function titleFromPath(permalink: string): string {
  const last = permalink.replace(/\/$/, "").split("/").pop() ?? "";
  return last.replace(/[-_]/g, " ").replace(/^./, (c) => c.toUpperCase());
}
