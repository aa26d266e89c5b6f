import { useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import { PageHeadCollector } from "@theme/PageHead";
import { useSite } from "@theme/SiteContext";
import { headTagsOf } from "../internal/headTagsOf.js";
import { nextHeadOrder, removeHeadEntry, setHeadEntry } from "../internal/headManager.js";
import { siteHeadTags } from "../../../shared/siteHeadTags.js";

/**
 * Docusaurus's `<Head>`: its `<title>`, `<meta>`, `<link>`, `<script>`... go into the page's `<head>` (and
 * `<html>`/`<body>` give their attributes), in the server's HTML and again after each client-side
 * navigation. A later `<Head>` wins over an earlier one, and over the theme, for the same title or name.
 */
export default function Head(props: { children?: ReactNode }) {
  const tags = headTagsOf(props.children);
  const collector = useContext(PageHeadCollector);
  // The server writes the document's head after the page: it collects the tags here, in render order.
  if (collector) collector.headTags = [...(collector.headTags ?? []), ...tags];
  const [order] = useState(nextHeadOrder);
  const site = useSite();
  const theme = useMemo(() => ({ html: { lang: site.locale.code, dir: site.locale.direction }, body: {}, siteTags: siteHeadTags(site) }), [site]);
  const key = JSON.stringify(tags);
  useEffect(() => {
    const owner = {};
    setHeadEntry(owner, { order, tags: JSON.parse(key) }, theme);
    return () => removeHeadEntry(owner);
  }, [key, order, theme]);
  return null;
}
