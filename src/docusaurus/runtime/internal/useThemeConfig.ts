import { useMemo } from "react";
import { useSite } from "@theme/SiteContext";

/** The heading levels Docusaurus's theme lists in a table of contents unless the config says others. */
const DEFAULT_TOC_LEVELS = { minHeadingLevel: 2, maxHeadingLevel: 3 };

/**
 * Docusaurus's `useThemeConfig()`, made from the site data edsite's theme renders with: the navbar, footer,
 * colour mode, announcement bar and docs sidebar settings, in edsite's own shapes where those differ.
 */
export function useThemeConfig() {
  const site = useSite();
  return useMemo(
    () => ({
      navbar: site.navbar,
      footer: site.footer,
      colorMode: site.colorMode,
      announcementBar: site.announcementBar,
      docs: { sidebar: { hideable: site.docsSidebar?.hideable ?? false, autoCollapseCategories: site.docsSidebar?.autoCollapseCategories ?? false } },
      metadata: site.metadata ?? [],
      tableOfContents: site.tableOfContents ?? DEFAULT_TOC_LEVELS,
      image: site.image,
    }),
    [site],
  );
}
