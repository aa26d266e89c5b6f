/** Where the blog's feeds are served: beside its list, `/ki-editor/blog/rss.xml` and `/ki-editor/blog/atom.xml`. */
export function feedPaths(blogBase: string): { rss: string; atom: string } {
  const folder = blogBase.replace(/\/$/, "");
  return { rss: `${folder}/rss.xml`, atom: `${folder}/atom.xml` };
}
