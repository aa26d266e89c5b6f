import { beforeAll, describe, expect, it } from "vitest";
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import path from "node:path";
import { buildSite, type SiteOutput } from "../../src/site/buildSite.js";
import { silentReporter } from "../../src/site/reporter.js";
import { CompileCache } from "../../src/compile/compileCache.js";
import { scenario } from "../cli.js";

const run = promisify(execFile);

// The fixture sets, away from its default, every option edsite maps beyond the classic template's; it is
// built in a git repository of its own so the docs have a last change to show.
let site: SiteOutput;
const page = (file: string) => {
  const found = site.files.find((f) => f.path === file);
  if (!found) throw new Error(`no ${file} among ${site.files.map((f) => f.path).filter((p) => p.endsWith(".html")).join(", ")}`);
  return String(found.contents);
};

beforeAll(async () => {
  const root = await scenario("docusaurus-options");
  const git = (...args: string[]) =>
    run("git", ["-c", "user.name=Ada Lovelace", "-c", "user.email=ada@example.com", "-c", "commit.gpgsign=false", ...args], {
      cwd: root,
      env: { ...process.env, GIT_AUTHOR_DATE: "2024-01-02T12:00:00Z", GIT_COMMITTER_DATE: "2024-01-02T12:00:00Z" },
    });
  await git("init", "--quiet");
  await git("add", ".");
  await git("commit", "--quiet", "-m", "The options fixture");
  site = await buildSite({ root, outDir: path.join(root, "build"), reporter: silentReporter(), compileCache: CompileCache.inMemory() });
});

describe("a Docusaurus site's options beyond the classic template's", () => {
  it("honours every one of them: nothing is reported", () => {
    expect(site.findings.filter((f) => f.kind === "unsupported")).toEqual([]);
  });

  it("takes docs from the docs plugin's folder, by its include and exclude, keeping number prefixes when told", () => {
    const paths = site.routes.map((route) => route.path);
    expect(paths).toEqual(expect.arrayContaining(["/handbook/01-start", "/handbook/other"]));
    expect(paths.some((p) => p.includes("wip") || p.includes("drafts"))).toBe(false);
  });

  it("shows docs without a sidebar, with the edit link the function gives and the last change git records", () => {
    const html = page("handbook/01-start/index.html");
    expect(html).not.toContain("doc-sidebar-container");
    expect(html).toContain('href="https://edit.example.com/en/guides/01-start.md"');
    expect(html).toMatch(/Last updated on <time dateTime="2024-01-02T12:00:00.000Z">January 2, 2024<\/time> by <b>Ada Lovelace<\/b>/);
  });

  it("serves the blog under its route, with its authors file, its recent posts, its feeds' own title and its edit links", () => {
    const list = page("updates/index.html");
    expect(list).toContain('<h2 class="blog-sidebar-title">All updates</h2>');
    // The date in a post's file name dates it; the URL keeps the rest of the name, as in Docusaurus.
    expect(list).toContain('<a href="/updates/hello" class="blog-sidebar-link">Hello</a>');
    const post = page("updates/hello/index.html");
    expect(post).toContain("Ada Lovelace");
    expect(post).toContain('href="https://edit.example.com/blog-source/news/2024-01-02-hello.md"');
    const rss = page("updates/rss.xml");
    expect(rss).toContain("<title>Updates feed</title>");
    expect(rss).toContain("<copyright>Copyleft Options</copyright>");
    expect(site.files.some((f) => f.path.startsWith("blog/"))).toBe(false);
  });

  it("puts the metadata in every head and the title delimiter in every title", () => {
    const html = page("handbook/other/index.html");
    expect(html).toContain('<meta name="keywords" content="options, mapping">');
    expect(html).toContain("<title>Other — Options</title>");
  });

  it("lays out the navbar's dropdown, HTML, docs version and icon link, and the footer's one row", () => {
    const html = page("handbook/other/index.html");
    expect(html).toMatch(/<nav class="navbar navbar--dark"/);
    // The dark mode's logo beside the light one, each shown in its mode by the stylesheet.
    expect(html).toContain('<a class="navbar-brand" href="https://example.org/options" target="_blank" rel="noopener noreferrer" aria-label="Options">');
    expect(html).toContain('<img class="navbar-logo navbar-logo--light brand-logo" src="/img/logo.svg" alt="" width="40" height="40" style="border-radius:50%"');
    expect(html).toContain('<img class="navbar-logo navbar-logo--dark brand-logo" src="/img/logo-white.svg" alt=""');
    expect(html).toMatch(/<div class="announcement-bar" role="region" aria-label="Announcement" data-announcement-id="colours" style="background-color:#20232a;color:#fafbfc">/);
    expect(html).toMatch(/<button type="button" class="navbar-link navbar-dropdown-toggle"[^>]*>More<\/button><ul class="navbar-dropdown-menu"[^>]*><li><a href="\/updates" class="navbar-dropdown-link">Updates<\/a><\/li><li><div class="navbar-dropdown-html"><b class="dropdown-note">Soon<\/b><\/div><\/li><\/ul>/);
    expect(html).toContain('<div class="navbar-html"><span class="navbar-note">Beta</span></div>');
    // The docs version's label, linking to its main doc: the first doc, as there is no sidebar.
    expect(html).toMatch(/<a href="\/handbook\/01-start" class="navbar-link navbar-link--active">Next<\/a>/);
    expect(html).toMatch(/<a href="https:\/\/github.com\/example\/options" class="navbar-link header-github-link" target="_blank" rel="noopener noreferrer" aria-label="GitHub repository"><span class="visually-hidden">/);
    expect(html).toMatch(/<ul class="footer-row"><li><a href="\/updates" class="footer-link">Updates<\/a><\/li><li><span class="footer-html"><em class="footer-note">Made here<\/em><\/span><\/li><\/ul>/);
    // The footer's logo takes the navbar logo's options: a width alone, the tab its target names, both modes.
    expect(html).toContain('<a href="https://example.org/about" class="footer-logo-link" target="_self"><img class="footer-logo footer-logo--light footer-brand" src="/img/logo.svg" alt="Options footer logo" width="160" style="opacity:0.8" loading="lazy"/>');
    expect(html).toContain('<img class="footer-logo footer-logo--dark footer-brand" src="/img/logo-white.svg" alt="Options footer logo" width="160"');
  });
});
