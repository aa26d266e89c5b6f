import { beforeAll, describe, expect, it } from "vitest";
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { ConfigError, AggregateEdsiteError, EdsiteError } from "../../src/errors.js";
import { loadSite } from "../../src/site/loadSite.js";
import { sitePaths } from "../../src/site/sitePaths.js";
import { compileCli, edsite, scenario } from "../cli.js";
import { classicTemplate } from "./classicTemplate.js";

const fixture = (name: string) => path.resolve("test/fixtures", name);
const load = (root: string) => loadSite(sitePaths(root));

describe("a Docusaurus site's config", () => {
  it("is found in a folder without edsite.config.ts, with Docusaurus's folders", async () => {
    const paths = sitePaths(fixture("docusaurus-config-plugins"));
    expect(path.basename(paths.configFile)).toBe("docusaurus.config.js");
    expect(paths.docs).toBe(path.join(paths.root, "docs"));
    expect(paths.pages).toBe(path.join(paths.root, "src", "pages"));
    expect(paths.public).toBe(path.join(paths.root, "static"));
  });

  it("maps the classic template's config, every option of it", async () => {
    const root = await classicTemplate();
    const { config, findings, paths } = await load(root);
    expect(config.title).toBe("My Site");
    expect(config.tagline).toBe("Dinosaurs are cool");
    expect(config.url).toBe("https://your-docusaurus-site.example.com");
    expect(config.baseUrl).toBe("/");
    expect(config.favicon).toBe("img/favicon.ico");
    expect(config.editUrl).toBe("https://github.com/facebook/docusaurus/tree/main/packages/create-docusaurus/templates/shared/");
    expect(config.docs.sidebars).toEqual(["tutorialSidebar"]);
    expect(config.docs.mainDocId).toBeNull();
    expect(config.colorMode.respectPrefersColorScheme).toBe(true);
    // onBrokenLinks: "throw" as the config says, Docusaurus's defaults for the rest.
    expect(config.checks).toEqual({ brokenLinks: "throw", brokenAnchors: "warn", brokenMarkdownLinks: "warn", duplicateRoutes: "warn", inlineTags: "warn", inlineAuthors: "warn", untruncatedPosts: "warn" });
    expect(config.navbar.title).toBe("My Site");
    expect(config.navbar.logo).toEqual({ src: "img/logo.svg", alt: "My Site Logo" });
    expect(config.navbar.items).toEqual([
      { type: "docSidebar", sidebarId: "tutorialSidebar", label: "Tutorial", position: "left" },
      { type: "link", to: "/blog", label: "Blog", position: "left" },
      { type: "link", href: "https://github.com/facebook/docusaurus", label: "GitHub", position: "right" },
    ]);
    expect(config.footer.links.map((c) => c.title)).toEqual(["Docs", "Community", "More"]);
    expect(config.footer.links[0]!.items).toEqual([{ label: "Tutorial", to: "/docs/intro" }]);
    expect(config.footer.copyright).toMatch(/^Copyright © \d{4} My Project, Inc\. Built with Docusaurus\.$/);
    expect(paths.blog).toBe(path.join(root, "blog"));
    // Infima's classes and properties on edsite's theme, then the site's own stylesheet.
    expect(config.customCss.map((file) => path.basename(file))).toEqual(["infima.css", "custom.css"]);
    // The blog's feeds get their stylesheets, pages the social card, code blocks the Prism themes.
    expect(config.blog.feedStylesheets).toBe(true);
    expect(config.image).toBe("img/docusaurus-social-card.jpg");
    expect(config.codeThemes.light?.plain).toEqual({ color: "#393A34", backgroundColor: "#f6f8fa" });
    expect(config.codeThemes.dark?.plain.backgroundColor).toBe("#282A36");
    // Every option it sets is one edsite honours.
    expect(findings).toEqual([]);
  });

  it("runs a CommonJS config with require(), __dirname and a sidebars file", async () => {
    const { config, findings } = await load(fixture("docusaurus-config-cjs"));
    expect(config.title).toBe("CommonJS site");
    expect(config.baseUrl).toBe("/cjs/");
    expect(config.docs.sidebars).toEqual(["guide"]);
    expect(config.navbar.items).toEqual([{ type: "doc", docId: "intro", label: "Start", position: "left" }]);
    expect(config.footer.links[0]!.items).toEqual([{ label: "Start", to: "/docs/intro" }, { label: "Elsewhere", href: "https://example.org" }]);
    expect(findings).toEqual([]);
  });

  it("runs a TypeScript config whose default export is an async function", async () => {
    const { config, findings } = await load(fixture("docusaurus-config-ts"));
    expect(config.title).toBe("TypeScript site");
    expect(config.tagline).toBe("Built from an async config");
    expect(config.url).toBe("https://ts.example.com");
    expect(config.colorMode).toEqual({ defaultMode: "dark", disableSwitch: true, respectPrefersColorScheme: false });
    expect(config.tableOfContents).toEqual({ minHeadingLevel: 2, maxHeadingLevel: 4 });
    // No sidebarPath: one sidebar of the whole docs folder, as Docusaurus makes.
    expect(config.docs.sidebars).toEqual(["defaultSidebar"]);
    expect(findings).toEqual([]);
  });

  it("stops on options Docusaurus would reject, suggesting the name meant, at their lines", async () => {
    const error = await load(fixture("docusaurus-config-mistakes")).then(() => undefined, (e: unknown) => e);
    expect(error).toBeInstanceOf(AggregateEdsiteError);
    const errors = (error as AggregateEdsiteError).errors;
    const tagline = errors.find((e) => e.message.startsWith("tagLine"));
    const editUrl = errors.find((e) => e.message.includes("editurl"));
    expect(tagline).toBeInstanceOf(ConfigError);
    expect(tagline!.message).toBe("tagLine is not an option Docusaurus knows");
    expect(tagline!.hint).toBe('Did you mean "tagline"?');
    expect(tagline!.location).toBe(`${path.join(fixture("docusaurus-config-mistakes"), "docusaurus.config.mjs")}:5:3`);
    expect(editUrl!.message).toBe("presets[0][1].docs.editurl is not an option Docusaurus knows");
    expect(editUrl!.hint).toBe('Did you mean "editUrl"?');
    expect(editUrl!.line).toBe(6);
  });

  it("reports plugins, navbar items and options it does not support, and keeps the search plugins' job", async () => {
    const { config, findings } = await load(fixture("docusaurus-config-plugins"));
    expect(config.navbar.items).toEqual([{ type: "link", href: "https://github.com/example/plugins", label: "GitHub", position: "right" }]);
    expect(config.announcementBar).toEqual({ id: "news", content: "News", isCloseable: true });
    const messages = findings.map((f) => `${f.source?.line}: ${f.message}`);
    expect(messages).toEqual([
      expect.stringMatching(/^13: themeConfig\.navbar\.items\[0\] has type "dropdown", which edsite's navbar does not have yet/),
      expect.stringMatching(/^17: themeConfig\.announcementBar\.backgroundColor is not supported by edsite/),
      expect.stringMatching(/^8: plugins: "@docusaurus\/plugin-ideal-image" is not supported by edsite yet/),
    ]);
  });

  it("says where a config does not compile, and which package a config that imports one is missing", async () => {
    const root = await classicTemplate();
    const file = path.join(root, "docusaurus.config.js");
    await writeFile(file, (await readFile(file, "utf8")).replace("const config = {", "const config = {{"));
    const syntax = (await load(root).then(() => undefined, (e: unknown) => e)) as EdsiteError;
    expect(syntax).toBeInstanceOf(ConfigError);
    expect(syntax.message).toMatch(/^docusaurus\.config\.js does not compile: /);
    expect(syntax.location).toMatch(/docusaurus\.config\.js:\d+:\d+$/);

    await writeFile(file, `import x from "no-such-package-anywhere";\nexport default { title: x };\n`);
    const missing = (await load(root).then(() => undefined, (e: unknown) => e)) as EdsiteError;
    expect(missing).toBeInstanceOf(ConfigError);
    expect(missing.message).toMatch(/no-such-package-anywhere/);
    expect(missing.hint).toMatch(/npm install/);
  });
});

describe("a Docusaurus module edsite does not have", () => {
  beforeAll(async () => {
    await compileCli();
  });

  it("fails the build at the import, listing the modules there are", async () => {
    const root = await scenario("docusaurus-missing-module");
    const result = await edsite(root, "build");
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('Could not resolve "@docusaurus/useNothing": edsite has no such module. It has @docusaurus/Link, @docusaurus/isInternalUrl, @docusaurus/useDocusaurusContext.');
    expect(result.stderr).toMatch(/ src\/pages\/index\.js:2:24\n/);
    expect(result.stderr).toContain("Import one of those, or write the module yourself");
    // No stack trace: its frames read `at name (file:line:column)`.
    expect(result.stderr).not.toMatch(/^\s+at .+\(.+:\d+:\d+\)$/m);
  });
});
