import { usePageMeta, useSite } from "./SiteContext.js";
import { SiteLink } from "./SiteLink.js";
import { saveDocsVersion, useStoredDocsVersion } from "./useStoredDocsVersion.js";
import { useStrings } from "./strings.js";

/**
 * On a page of another docs version than the one the visitor chose (they came from a search engine, say):
 * this page in their version, or staying with this one. Shown once the page runs, since only the browser
 * knows their choice.
 */
export function DocVersionOffer() {
  const meta = usePageMeta();
  const site = useSite();
  const t = useStrings();
  const preferred = useStoredDocsVersion();
  const here = meta.docsVersion;
  const chosen = site.globalData.docs.versions.find((v) => v.name === preferred);
  if (!here || !chosen || chosen.name === here.name) return null;
  const href = here.alternates[chosen.name] ?? site.navbar.items.flatMap((item) => (item.type === "docsVersionDropdown" || (item.type === "docsVersion" && item.versions) ? (item.versions ?? []) : [])).find((v) => v.name === chosen.name)?.href;
  if (href === undefined) return null;
  const stay = () => saveDocsVersion(here.name);
  return (
    <div className="doc-version-offer" role="note">
      <span>{t("theme.docs.versions.preferredVersionOffer", { versionLabel: chosen.label })} </span>
      <SiteLink href={href}>{t("theme.docs.versions.preferredVersionLink", { versionLabel: chosen.label })}</SiteLink>
      <button type="button" className="doc-version-offer-stay" onClick={stay}>
        {t("theme.docs.versions.stayWithVersion", { versionLabel: here.label })}
      </button>
    </div>
  );
}
