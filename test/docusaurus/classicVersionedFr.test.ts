// create-docusaurus's classic template snapshotted with `edsite docs:version 1.0` and given a French locale,
// built by edsite: the same routes, in both locales, as real Docusaurus built for the same site (recorded by
// scripts/docusaurus/classic-versioned-fr.mjs), and the same facts on the pages it recorded.
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { addFrenchLocale, SNAPSHOT_VERSION } from "../../scripts/docusaurus/classicVersionedFr.mjs";
import { buildInProcess, edsite } from "../cli.js";
import { classicTemplate } from "./classicTemplate.js";

interface RecordedPage {
  htmlLang: string;
  htmlDir: string;
  canonical: string;
  alternates: { hreflang: string; href: string }[];
  versionBanner: string | null;
  versionBadge: string | null;
  h1: string;
}

interface Recorded {
  routes: { route: string; file: string }[];
  pages: Record<string, RecordedPage>;
}

let site: string;
let build: Awaited<ReturnType<typeof edsite>>;
let recorded: Recorded;

beforeAll(async () => {
  recorded = JSON.parse(await readFile(path.resolve("test/fixtures/docusaurus-classic/docusaurus-routes-versioned-fr.json"), "utf8")) as Recorded;
  site = await classicTemplate();
  const versioned = await edsite(site, "docs:version", SNAPSHOT_VERSION);
  expect(versioned.code, versioned.stderr).toBe(0);
  await addFrenchLocale(site);
  build = await buildInProcess(site, "--strict");
}, 240_000);

/** Every page the build wrote, as Docusaurus's route list names them (`x/index.html` is `/x/`, `404.html` is `/404`). */
async function builtRoutes(): Promise<string[]> {
  const files = await readdir(path.join(site, "dist"), { recursive: true, encoding: "utf8" });
  return files
    .map((file) => file.split(path.sep).join("/"))
    .filter((file) => file.endsWith("/index.html") || file === "index.html" || file.endsWith("404.html"))
    .map((file) => (file.endsWith("404.html") ? `/${file.replace(/\.html$/, "")}` : `/${file.replace(/index\.html$/, "")}`))
    .sort();
}

const page = (route: string) => readFile(path.join(site, "dist", route, "index.html"), "utf8");
const attribute = (html: string, pattern: RegExp) => pattern.exec(html)?.[1];

describe("the classic template with a 1.0 snapshot and a French locale", () => {
  it("builds with --strict", () => {
    expect(build.stderr).not.toMatch(/warning|problem/);
    expect(build.code, build.stderr.slice(-800)).toBe(0);
  });

  it("has exactly the routes Docusaurus builds for it, in both locales", async () => {
    expect(await builtRoutes()).toEqual(recorded.routes.map((r) => r.route).sort());
  });

  it("gives the pages Docusaurus recorded their language, canonical URL, alternates, banner and badge", async () => {
    for (const [route, facts] of Object.entries(recorded.pages)) {
      if (!route.includes("/docs/")) continue;
      const html = await page(route);
      expect(attribute(html, /<html[^>]* lang="([^"]+)"/), route).toBe(facts.htmlLang);
      expect(attribute(html, /<html[^>]* dir="([^"]+)"/), route).toBe(facts.htmlDir);
      expect(attribute(html, /<link rel="canonical" href="([^"]+)"/), route).toBe(facts.canonical);
      const alternates = [...html.matchAll(/<link rel="alternate" href="([^"]+)" hreflang="([^"]+)"/g)].map((m) => ({ hreflang: m[2], href: m[1] }));
      expect(alternates, route).toEqual(facts.alternates);
      expect(html.includes("doc-version-banner"), route).toBe(facts.versionBanner !== null);
      if (facts.versionBadge) expect(html, route).toContain(`>${facts.versionBadge}<`);
      expect(attribute(html, /<h1[^>]*>([^<]+)<\/h1>/), route).toBe(facts.h1);
    }
  });

  it("leads the French banner to the French last version", async () => {
    const html = await page("fr/docs/next/intro");
    expect(html).toMatch(/doc-version-banner--unreleased.*?<a href="\/fr\/docs\/intro">/s);
  });
});
