import type { DocSource, Finding } from "../types.js";

/**
 * A finding when docs have `tags` in their front matter: Docusaurus makes tag pages of them (`/docs/tags`,
 * `/docs/tags/<tag>`, in each version) and shows each doc's tags, which edsite does not build yet, so a
 * site's links to those pages would break without a word otherwise. One finding, at the first such doc.
 */
export function unbuiltDocTags(docs: readonly DocSource[]): Finding[] {
  const tagged = docs.filter((doc) => Array.isArray(doc.frontMatter.tags) ? doc.frontMatter.tags.length > 0 : doc.frontMatter.tags !== undefined);
  if (tagged.length === 0) return [];
  const first = tagged[0]!;
  const others = tagged.length - 1;
  return [{
    kind: "unsupported",
    message: `Docs' tags are not supported by edsite yet: ${first.relativePath}${others > 0 ? ` and ${others} other doc${others === 1 ? "" : "s"}` : ""} set \`tags\`, and edsite builds no tag pages for docs (Docusaurus's /docs/tags and /docs/tags/<tag>) nor shows a doc's tags. Remove the docs' tags, or build this site with Docusaurus.`,
    source: { file: first.file },
  }];
}
