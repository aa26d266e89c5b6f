// A page's URL comes from its file name (or its front matter slug). Characters that mean something in a URL
// (`#` starts a fragment, `?` a query, `%` an escape) would make the browser and the server read another
// path than the one the page is written to: every link to it, the sidebar's included, would be broken. They
// are reported at the file, before any route is made, as Docusaurus refuses them too.
import path from "node:path";
import { ContentError } from "../errors.js";

const MEANINGS: Record<string, string> = {
  "#": "starts a fragment (the part after it names a place in the page)",
  "?": "starts a query string",
  "%": "starts an escape like %20, which browsers and servers decode into another name",
  "\\": "is read as `/` by browsers",
};

/** One error for each page whose URL a browser would not read back as the page's own path. */
export function unusableUrls(pages: readonly { file: string; permalink: string; frontMatter?: Record<string, unknown> }[], siteRoot: string): ContentError[] {
  const errors: ContentError[] = [];
  for (const page of pages) {
    const character = [...page.permalink].find((char) => char in MEANINGS || char < " ");
    if (character === undefined) continue;
    const fromSlug = typeof page.frontMatter?.slug === "string" && page.frontMatter.slug.includes(character);
    const name = path.basename(page.file);
    const shown = character < " " ? "a control character" : `\`${character}\``;
    const renamed = renameSuggestion(name);
    errors.push(
      new ContentError(`The URL of ${path.relative(siteRoot, page.file)} would be ${page.permalink}, and ${shown} in a URL ${MEANINGS[character] ?? "cannot be part of a path"}: no link could reach the page.`, {
        file: page.file,
        hint: fromSlug
          ? `Change the front matter's \`slug\` to one without ${shown}.`
          : `Rename the file without ${shown} (for example ${renamed}), or give it a front matter \`slug\` without it; the title can keep any characters.`,
      }),
    );
  }
  return errors;
}

/** The file name with every character a URL path cannot carry as it is replaced by a hyphen. */
function renameSuggestion(name: string): string {
  const extension = path.extname(name);
  const stem = name.slice(0, name.length - extension.length).replace(/[#?%\\\u0000-\u001f]+/g, "-").replace(/-{2,}/g, "-").replace(/^-+|-+$/g, "");
  return `${stem || "page"}${extension}`;
}
