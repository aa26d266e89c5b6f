// With `blog.feedStylesheets` true for it, an XML feed names edsite's XSLT stylesheet (as Docusaurus's
// `feedOptions.xslt: true` names Docusaurus's), so a browser that opens rss.xml or atom.xml shows a readable
// page, the list of posts with a word on what a feed is, instead of raw XML. Feed readers ignore the stylesheet.
// A site's own stylesheet is named the same way (see feedFiles).
import type { OutputFile } from "./emitSite.js";

/** The feed with an `<?xml-stylesheet?>` instruction after its XML declaration. */
export function withStylesheet(xml: string, href: string): string {
  const instruction = `<?xml-stylesheet type="text/xsl" href="${href}"?>`;
  return /^<\?xml[^>]*\?>\n?/.test(xml) ? xml.replace(/^(<\?xml[^>]*\?>)\n?/, `$1\n${instruction}\n`) : `${instruction}\n${xml}`;
}

const stylesheet = (title: string, items: string, css: string) => `<?xml version="1.0" encoding="utf-8"?>
<xsl:stylesheet version="1.0" xmlns:xsl="http://www.w3.org/1999/XSL/Transform" xmlns:atom="http://www.w3.org/2005/Atom">
  <xsl:output method="html" version="4.0" encoding="UTF-8" indent="yes"/>
  <xsl:template match="/">
    <html lang="en">
      <head>
        <meta charset="utf-8"/>
        <meta name="viewport" content="width=device-width, initial-scale=1"/>
        <title>${title}</title>
        <link rel="stylesheet" href="${css}"/>
      </head>
      <body>
        <main class="feed">
          <p class="feed-note">This is a web feed: copy its address into a feed reader to follow new posts.</p>
${items}
        </main>
      </body>
    </html>
  </xsl:template>
</xsl:stylesheet>
`;

const RSS_ITEMS = `          <h1><xsl:value-of select="rss/channel/title"/></h1>
          <p><xsl:value-of select="rss/channel/description"/></p>
          <p><a href="{rss/channel/link}">Open the blog</a></p>
          <xsl:for-each select="rss/channel/item">
            <article class="feed-item">
              <h2><a href="{link}"><xsl:value-of select="title"/></a></h2>
              <p class="feed-date"><xsl:value-of select="pubDate"/></p>
              <p><xsl:value-of select="description"/></p>
            </article>
          </xsl:for-each>`;

const ATOM_ITEMS = `          <h1><xsl:value-of select="atom:feed/atom:title"/></h1>
          <p><xsl:value-of select="atom:feed/atom:subtitle"/></p>
          <p><a href="{atom:feed/atom:link[not(@rel) or @rel='alternate']/@href}">Open the blog</a></p>
          <xsl:for-each select="atom:feed/atom:entry">
            <article class="feed-item">
              <h2><a href="{atom:link/@href}"><xsl:value-of select="atom:title"/></a></h2>
              <p class="feed-date"><xsl:value-of select="atom:updated"/></p>
              <p><xsl:value-of select="atom:summary"/></p>
            </article>
          </xsl:for-each>`;

const CSS = `body { margin: 0; font-family: system-ui, sans-serif; line-height: 1.6; color: #1c1e21; background: #fff; }
.feed { max-width: 48rem; margin: 0 auto; padding: 2rem 1.25rem 4rem; }
.feed-note { padding: 0.75rem 1rem; border-radius: 8px; background: #eef0f3; }
.feed-item { padding: 1rem 0; border-bottom: 1px solid #dde1e6; }
.feed-item h2 { margin: 0 0 0.25rem; font-size: 1.25rem; }
.feed-date { margin: 0; color: #565d67; font-size: 0.9rem; }
a { color: #1d4ed8; }
@media (prefers-color-scheme: dark) {
  body { color: #e4e6eb; background: #16171b; }
  .feed-note { background: #272a31; }
  .feed-item { border-color: #2f333b; }
  .feed-date { color: #a3a9b3; }
  a { color: #a5b4fc; }
}
`;

/** A feed's stylesheet and its CSS, beside the feeds in the blog's folder (`<base>blog/`). */
export function feedStylesheetFiles(blogDir: string, type: "rss" | "atom"): OutputFile[] {
  const page = type === "rss" ? stylesheet("RSS feed", RSS_ITEMS, "rss.css") : stylesheet("Atom feed", ATOM_ITEMS, "atom.css");
  return [
    { path: `${blogDir}${type}.xsl`, contents: page },
    { path: `${blogDir}${type}.css`, contents: CSS },
  ];
}
