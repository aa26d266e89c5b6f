import type { FeedType } from "../config/schema.js";

/** Where the blog's feeds are served, beside its list: `/ki-editor/blog/rss.xml`, `atom.xml` and `feed.json`, as in Docusaurus. */
export function feedPaths(blogBase: string): Record<FeedType, string> {
  const folder = blogBase.replace(/\/$/, "");
  return { rss: `${folder}/rss.xml`, atom: `${folder}/atom.xml`, json: `${folder}/feed.json` };
}
