/**
 * Which theme or plugin a `themeConfig` key belongs to, when it is not the classic theme's. Docusaurus lets
 * every theme validate only its own slice of `themeConfig` and lets the rest through, so such a key is never
 * a mistake to Docusaurus: edsite names its owner in the warning that it does not honour it.
 */

/** Keys whose owner Docusaurus documents, by key: the package, and how a site comes to have it. */
const KNOWN_OWNERS: Readonly<Record<string, string>> = {
  algolia: "@docusaurus/theme-search-algolia (the classic preset's search)",
  liveCodeBlock: "@docusaurus/theme-live-codeblock",
  zoom: "docusaurus-plugin-image-zoom",
  typesense: "docusaurus-theme-search-typesense",
};

/**
 * The theme or plugin that owns `key`: a documented owner, else the first package among the site's plugins
 * and themes whose name contains the key (`typesense` in `docusaurus-theme-search-typesense`); undefined
 * when none does.
 */
export function themeConfigOwner(key: string, installed: readonly string[]): string | undefined {
  if (Object.hasOwn(KNOWN_OWNERS, key)) return KNOWN_OWNERS[key];
  const wanted = squash(key);
  // Short keys match too many names by chance.
  if (wanted.length < 4) return undefined;
  return installed.find((name) => squash(name).includes(wanted));
}

/** A name in lower case with only its letters and digits, so `liveCodeBlock` meets `live-codeblock`. */
function squash(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]/g, "");
}
