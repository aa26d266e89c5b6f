import useDocusaurusContext from "../docusaurus/useDocusaurusContext.js";
import { useActiveVersion, useLatestVersion } from "../docusaurus/plugin-content-docs/client.js";
import { useDocsPreferredVersion } from "./useDocsPreferredVersion.js";

/**
 * Docusaurus's `useContextualSearchFilters()`: the locale, and the tags of the docs version a search should
 * keep to (the one being read, else the visitor's, else the last), as the docs pages' `docusaurus_tag`
 * names them, for a site's own search bar (Algolia's contextual search).
 */
export function useContextualSearchFilters(): { locale: string; tags: string[] } {
  const { i18n } = useDocusaurusContext();
  const active = useActiveVersion();
  const { preferredVersion } = useDocsPreferredVersion();
  const latest = useLatestVersion();
  const version = active ?? preferredVersion ?? latest;
  return { locale: i18n.currentLocale, tags: ["default", `docs-default-${version.name}`] };
}
