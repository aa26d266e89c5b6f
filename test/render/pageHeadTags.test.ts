// A page's own head tags (Docusaurus's <Head>) in the document the server writes: from React children to
// tags, which replace which, and how they are written.
import { createElement, Fragment } from "react";
import { describe, expect, it } from "vitest";
import { renderDocument } from "../../src/render/renderDocument.js";
import { headTagKey, lastOfEachKey } from "../../src/shared/headTagKey.js";
import { headTagsOf } from "../../src/docusaurus/runtime/internal/headTagsOf.js";
import type { HeadTag, SiteData } from "../../src/shared/types.js";

const site = {
  title: "Site",
  tagline: "Tagline",
  url: "https://example.org",
  baseUrl: "/",
  favicon: "/favicon.ico",
  colorMode: { defaultMode: "light", respectPrefersColorScheme: false, disableSwitch: false },
  locale: { code: "en", direction: "ltr" },
  metadata: [{ name: "twitter:site", content: "@site" }],
} as unknown as SiteData;

const page = (headTags: HeadTag[]) => renderDocument({ site, meta: { title: "Page", description: "Theme's", permalink: "/page", headTags }, body: "", cssHref: "/s.css" });

describe("a page's head tags", () => {
  it("come from <Head>'s children with HTML attribute names, fragments opened and text joined", () => {
    const e = createElement;
    const tags = headTagsOf([
      e("title", { key: 1 }, "A ", 2, " B"),
      e(Fragment, { key: 2 }, e("meta", { httpEquiv: "refresh", content: "5" }), e("link", { rel: "alternate", hrefLang: "fr", href: "/fr" })),
      e("script", { key: 3, type: "application/ld+json", async: true }, '{"a":1}'),
      e("html", { key: 4, className: "x", lang: "fr" }),
    ]);
    expect(tags).toEqual([
      { tag: "title", attributes: {}, content: "A 2 B" },
      { tag: "meta", attributes: { "http-equiv": "refresh", content: "5" } },
      { tag: "link", attributes: { rel: "alternate", hreflang: "fr", href: "/fr" } },
      { tag: "script", attributes: { type: "application/ld+json", async: "" }, content: '{"a":1}' },
      { tag: "html", attributes: { class: "x", lang: "fr" } },
    ]);
  });

  it("say where a child has no place in the head", () => {
    expect(() => headTagsOf(createElement("div"))).toThrow("<Head> was given <div>, which has no place in the page's head");
  });

  it("replace one another by name, the last one staying", () => {
    expect(headTagKey({ tag: "meta", attributes: { property: "og:image", content: "x" } })).toBe("meta:property=og:image");
    expect(headTagKey({ tag: "link", attributes: { rel: "Canonical", href: "/a" } })).toBe("link:canonical");
    expect(headTagKey({ tag: "script", attributes: {} })).toBeUndefined();
    const first = { tag: "meta", attributes: { name: "description", content: "1" } };
    const script = { tag: "script", attributes: {}, content: "x" };
    const last = { tag: "meta", attributes: { name: "Description", content: "2" } };
    expect(lastOfEachKey([first, script, script, last])).toEqual([script, script, last]);
  });

  it("take the place of the theme's tags of the same name in the document, the rest of the theme's staying", () => {
    const html = page([
      { tag: "title", attributes: {}, content: "Mine & yours" },
      { tag: "meta", attributes: { name: "twitter:site", content: "@page" } },
      { tag: "style", attributes: {}, content: "p{color:red}</style><b>" },
      { tag: "html", attributes: { lang: "fr", class: "a" } },
      { tag: "body", attributes: { class: "b" } },
    ]);
    expect(html).toContain('<title data-rh="true">Mine &amp; yours</title>');
    expect(html).not.toContain("<title>");
    expect(html).toContain('<meta data-rh="true" name="twitter:site" content="@page">');
    expect(html).not.toContain('content="@site"');
    expect(html).toContain('<style data-rh="true">p{color:red}<\\/style><b></style>');
    expect(html).toContain('<meta name="description" content="Theme&#39;s">');
    expect(html).toContain('<html lang="fr" dir="ltr" data-theme="light" class="a">');
    expect(html).toContain('<body class="b">');
  });

  it("leave the document as the theme makes it when there are none", () => {
    const html = page([]);
    expect(html).toContain("<title>Page | Site</title>");
    expect(html).toContain('<meta name="twitter:site" content="@site">');
    expect(html).toContain('<html lang="en" dir="ltr" data-theme="light">');
    expect(html).toContain("<body><div");
  });
});
