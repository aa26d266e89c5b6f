import { renderToString } from "react-dom/server";
import { describe, expect, test } from "vitest";
import { useSite } from "../../templates/SiteContext.js";
import type { SiteData } from "../../src/shared/types.js";
import { docsSidebar, makeSite } from "./fixtures.js";
import { findTags, firstFocusable } from "./html.js";
import { elementOf, renderPage } from "./render.js";

const blogMeta = { title: "Blog", permalink: "/ki-editor/blog" };

describe("App", () => {
  test("renders one root element, so it hydrates into a container", () => {
    const html = renderPage(<p>Body</p>, { meta: blogMeta });
    expect(html.startsWith('<div class="site-layout">')).toBe(true);
    expect(html.endsWith("</div>")).toBe(true);
  });

  test("puts the skip link first, pointing at a focusable <main>", () => {
    const html = renderPage(<p>Body</p>, { meta: blogMeta });
    expect(firstFocusable(html)).toEqual({
      tag: "a",
      attributes: { class: "skip-link", href: "#__main" },
    });
    expect(findTags(html, "main")).toEqual([{ id: "__main", class: "main-wrapper", tabindex: "-1" }]);
    expect(html).toContain("<p>Body</p>");
  });

  test("shares the site data with components below it", () => {
    function Title() {
      return <span>{useSite().title}</span>;
    }
    const html = renderPage(<Title />, { meta: blogMeta });
    expect(html).toContain("<span>Ki Editor</span>");
  });

  test("fails clearly when a component reads the site outside App", () => {
    function Title() {
      return <span>{useSite().title}</span>;
    }
    expect(() => renderToString(<Title />)).toThrow(/outside <App>/);
  });

  test("fails loudly on a UI string missing from the locale", () => {
    const { ["theme.skipToContent"]: _removed, ...strings } = makeSite().strings;
    expect(() => renderPage(<p />, { meta: blogMeta, site: makeSite({ strings }) })).toThrow(/"theme\.skipToContent"/);
  });
});

describe("announcement bar", () => {
  const bar = { id: "release-0-2", content: 'Ki 0.2 is out! <a href="/ki-editor/blog/0-2">Read the notes</a>', isCloseable: true };

  test("renders the HTML content with its id and a close button, after the skip link", () => {
    const html = renderPage(<p />, { meta: blogMeta, site: makeSite({ announcementBar: bar }) });
    const markup = elementOf(html, 'class="announcement-bar"');
    expect(markup).toContain('data-announcement-id="release-0-2"');
    expect(markup).toContain('Ki 0.2 is out! <a href="/ki-editor/blog/0-2">Read the notes</a>');
    expect(findTags(markup, "button")).toEqual([
      expect.objectContaining({ type: "button", class: "announcement-bar-close", "aria-label": "Close the announcement" }),
    ]);
    expect(html.indexOf("skip-link")).toBeLessThan(html.indexOf("announcement-bar"));
    expect(html.indexOf("announcement-bar")).toBeLessThan(html.indexOf('class="navbar"'));
  });

  test("has no close button when it cannot be closed, and is absent when not configured", () => {
    const fixed = renderPage(<p />, { meta: blogMeta, site: makeSite({ announcementBar: { ...bar, isCloseable: false } }) });
    expect(elementOf(fixed, 'class="announcement-bar"')).not.toContain("<button");
    expect(renderPage(<p />, { meta: blogMeta })).not.toContain("announcement-bar");
  });
});

describe("navbar", () => {
  function navbarLinks(html: string) {
    return findTags(elementOf(html, 'class="navbar"'), "a");
  }

  test("marks the item of the current page with aria-current", () => {
    const links = navbarLinks(renderPage(<p />, { meta: blogMeta }));
    const blog = links.find((a) => a.href === "/ki-editor/blog")!;
    expect(blog["aria-current"]).toBe("page");
    expect(blog.class).toBe("navbar-link navbar-link--active");
    expect(links.find((a) => a.href === "/ki-editor/docs/introduction")!.class).toBe("navbar-link");
  });

  test("marks a section's item with a class only, on pages below it", () => {
    const links = navbarLinks(renderPage(<p />, { meta: { title: "Post", permalink: "/ki-editor/blog/why-structural" } }));
    const blog = links.find((a) => a.href === "/ki-editor/blog")!;
    expect(blog.class).toContain("navbar-link--active");
    expect(blog["aria-current"]).toBeUndefined();
  });

  test("marks the docs item on every page of its sidebar", () => {
    const meta = { title: "Keymap", permalink: "/ki-editor/docs/reference/keymap", sidebarName: "docs" };
    const docs = navbarLinks(renderPage(<p />, { meta })).find((a) => a.href === "/ki-editor/docs/introduction")!;
    expect(docs.class).toContain("navbar-link--active");
  });

  test("opens external links in a new tab, safely, and says so", () => {
    const html = renderPage(<p />, { meta: blogMeta });
    const github = elementOf(elementOf(html, 'class="navbar"'), 'href="https://github.com/ki-editor/ki-editor"');
    expect(github).toContain('target="_blank"');
    expect(github).toContain('rel="noopener noreferrer"');
    expect(github).toContain("(opens in a new tab)");
  });

  test("renders the search placeholder, the colour toggle and the menu button", () => {
    const html = renderPage(<p />, { meta: blogMeta });
    const navbar = elementOf(html, 'class="navbar"');
    expect(elementOf(navbar, 'class="navbar-search"')).toMatch(
      /<input type="text"[^>]* aria-label="Search" placeholder="Loading\.\.\."[^>]* disabled=""/,
    );
    expect(findTags(navbar, "button")).toEqual([
      expect.objectContaining({ class: "navbar-menu-button", "aria-expanded": "false", "aria-controls": "navbar-sidebar" }),
      expect.objectContaining({ type: "button", class: "color-mode-toggle", "data-color-mode-toggle": "" }),
    ]);
    expect(html).toContain('id="navbar-sidebar"');
  });

  test("leaves the colour toggle out when switching is disabled", () => {
    const site = makeSite({ colorMode: { defaultMode: "dark", respectPrefersColorScheme: false, disableSwitch: true } });
    expect(renderPage(<p />, { meta: blogMeta, site })).not.toContain("color-mode-toggle");
  });
});

describe("mobile menu", () => {
  test("offers the docs sidebar as a secondary menu with a way back, rendered only once opened", () => {
    const meta = { title: "Keymap", permalink: "/ki-editor/docs/reference/keymap", sidebarName: "docs" };
    const page = renderPage(<p />, { meta, sidebar: docsSidebar });
    const menu = elementOf(page, 'id="navbar-sidebar"');
    expect(menu).toContain("navbar-sidebar--show-secondary");
    expect(elementOf(menu, 'class="navbar-sidebar-back"')).toContain("Back to main menu");
    expect(elementOf(menu, 'class="navbar-sidebar-panel navbar-sidebar-primary"')).toContain('href="/ki-editor/blog"');
    // The menu cannot open without JavaScript, so its copy of the docs sidebar stays out of the server HTML;
    // the browser suite opens the menu and checks the sidebar there.
    expect(menu).not.toContain('aria-label="Docs sidebar"');
    expect(page.match(/aria-label="Docs sidebar"/g) ?? []).toHaveLength(page.includes('class="doc-sidebar') ? 1 : 0);
  });

  test("has only the primary menu without a sidebar", () => {
    const menu = elementOf(renderPage(<p />, { meta: blogMeta }), 'id="navbar-sidebar"');
    expect(menu).not.toContain("navbar-sidebar--show-secondary");
    expect(menu).not.toContain("navbar-sidebar-back");
    expect(menu).not.toContain("Docs sidebar");
  });
});

describe("footer", () => {
  test("renders the link columns and the copyright", () => {
    const footer = elementOf(renderPage(<p />, { meta: blogMeta }), "<footer");
    expect(footer).toContain('class="footer footer--dark"');
    expect(footer).toContain('<h2 class="footer-title">Community</h2>');
    expect(footer).toContain('href="https://github.com/ki-editor/ki-editor/discussions"');
    expect(footer).toContain("Copyright © 2025 Ki Editor");
  });
});

describe("footer logo", () => {
  const footerWith = (logo: NonNullable<SiteData["footer"]["logo"]>) => {
    const base = makeSite();
    return elementOf(renderPage(<p />, { meta: blogMeta, site: makeSite({ footer: { ...base.footer, logo } }) }), "<footer");
  };

  test("is 48 pixels high unless sized, and a width alone keeps the image's proportions", () => {
    expect(footerWith({ src: "/ki-editor/img/logo.svg", alt: "Ki" })).toContain('<img class="footer-logo" src="/ki-editor/img/logo.svg" alt="Ki" height="48" loading="lazy"/>');
    expect(footerWith({ src: "/l.svg", alt: "L", width: 160 })).toContain('<img class="footer-logo" src="/l.svg" alt="L" width="160" loading="lazy"/>');
    expect(footerWith({ src: "/l.svg", alt: "L", width: 48, height: 40, className: "mine", style: { opacity: 0.5 } })).toContain(
      '<img class="footer-logo mine" src="/l.svg" alt="L" width="48" height="40" style="opacity:0.5" loading="lazy"/>',
    );
  });

  test("shows its dark-mode image in dark mode, both in the markup", () => {
    const footer = footerWith({ src: "/light.svg", srcDark: "/dark.svg", alt: "L" });
    expect(footer).toContain('<img class="footer-logo footer-logo--light" src="/light.svg"');
    expect(footer).toContain('<img class="footer-logo footer-logo--dark" src="/dark.svg"');
  });

  test("links where its href says, in the tab its target names", () => {
    // External: a new tab by default, said to screen readers; no icon beside a logo.
    const external = footerWith({ src: "/l.svg", alt: "L", href: "https://example.org/" });
    expect(external).toMatch(/<a href="https:\/\/example.org\/" class="footer-logo-link" target="_blank" rel="noopener noreferrer"><img [^>]*\/><span class="visually-hidden"> (<!-- -->)?\(opens in a new tab\)<\/span><\/a>/);
    const same = footerWith({ src: "/l.svg", alt: "L", href: "https://example.org/", target: "_self" });
    expect(same).toMatch(/<a href="https:\/\/example.org\/" class="footer-logo-link" target="_self"><img [^>]*\/><\/a>/);
    expect(footerWith({ src: "/l.svg", alt: "L" })).not.toContain("footer-logo-link");
  });
});
