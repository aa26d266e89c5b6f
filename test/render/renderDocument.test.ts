import { describe, expect, it } from "vitest";
import { renderDocument } from "../../src/render/renderDocument.js";
import type { SiteData } from "../../src/shared/types.js";

const site = {
  title: "Ki Editor",
  tagline: "Multi-cursor structural editor",
  url: "https://ki-editor.github.io",
  baseUrl: "/ki-editor/",
  favicon: "/ki-editor/img/favicon.svg",
  colorMode: { defaultMode: "light", respectPrefersColorScheme: false, disableSwitch: false },
  locale: { code: "en", direction: "ltr" },
  feeds: { rss: "/ki-editor/blog/rss.xml", atom: "/ki-editor/blog/atom.xml", title: "Ki Editor" },
  image: "https://ki-editor.github.io/ki-editor/img/social-card.png",
} as SiteData;

describe("renderDocument", () => {
  const html = renderDocument({
    site,
    meta: { title: 'Tags & <script>alert("x")</script>', description: "About \"quotes\"", permalink: "/ki-editor/docs/x" },
    body: "<p>body</p>",
    cssHref: "/ki-editor/assets/style.css",
  });

  it("escapes titles and descriptions", () => {
    expect(html).toContain("<title>Tags &amp; &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; | Ki Editor</title>");
    expect(html).toContain('<meta name="description" content="About &quot;quotes&quot;">');
    expect(html).not.toContain('<script>alert("x")');
  });

  it("gives the canonical URL, Open Graph tags, feed links and the language", () => {
    expect(html).toContain('<link rel="canonical" href="https://ki-editor.github.io/ki-editor/docs/x">');
    expect(html).toContain('<meta property="og:url" content="https://ki-editor.github.io/ki-editor/docs/x">');
    expect(html).toContain('<meta property="og:image" content="https://ki-editor.github.io/ki-editor/img/social-card.png">');
    expect(html).toContain('type="application/rss+xml" href="/ki-editor/blog/rss.xml"');
    expect(html).toContain('type="application/atom+xml" href="/ki-editor/blog/atom.xml"');
    expect(html).toMatch(/<html lang="en" dir="ltr"/);
  });

  it("names only the feeds the blog has, the JSON feed too, and none when it has none", () => {
    const render = (feeds: SiteData["feeds"]) => renderDocument({ site: { ...site, feeds }, meta: { title: "Intro", permalink: "/ki-editor/docs/intro" }, body: "", cssHref: "/s.css" });
    const jsonOnly = render({ json: "/ki-editor/blog/feed.json", title: "Ki Editor" });
    expect(jsonOnly).toContain('<link rel="alternate" type="application/json" href="/ki-editor/blog/feed.json" title="Ki Editor JSON Feed">');
    expect(jsonOnly.match(/rel="alternate"/g)).toHaveLength(1);
    expect(render(undefined)).not.toContain('rel="alternate"');
  });

  it("keeps every page of a no-index site out of search engines, links included", () => {
    const hidden = renderDocument({ site: { ...site, noIndex: true }, meta: { title: "Intro", permalink: "/ki-editor/docs/intro" }, body: "", cssHref: "/s.css" });
    expect(hidden).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(html).not.toContain('name="robots"');
  });

  it("names no picture for sharing when the site has none", () => {
    const plain = renderDocument({ site: { ...site, image: undefined }, meta: { title: "Intro", permalink: "/ki-editor/docs/intro" }, body: "", cssHref: "/s.css" });
    expect(plain).not.toContain("og:image");
    expect(plain).not.toContain("twitter:card");
  });

  it("points an alias at its page's canonical URL", () => {
    const alias = renderDocument({ site, meta: { title: "Intro", permalink: "/ki-editor/docs", canonical: "/ki-editor/docs/intro" }, body: "", cssHref: "/s.css" });
    expect(alias).toContain('<link rel="canonical" href="https://ki-editor.github.io/ki-editor/docs/intro">');
  });
});
