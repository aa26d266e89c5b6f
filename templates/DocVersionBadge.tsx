import { usePageMeta } from "./SiteContext.js";
import { useStrings } from "./strings.js";

/** "Version: X" above a page of a site with more than one version (where the version's `badge` is on). */
export function DocVersionBadge() {
  const version = usePageMeta().docsVersion;
  const t = useStrings();
  if (!version?.badge) return null;
  return <span className="doc-version-badge">{t("theme.docs.versionBadge.label", { versionLabel: version.label })}</span>;
}
