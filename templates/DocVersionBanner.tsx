import { usePageMeta, useSite } from "./SiteContext.js";
import { SiteLink } from "./SiteLink.js";
import { useStrings } from "./strings.js";

/** Above a page of a version that is not the last: which version it is, and a link to the page in the last one. */
export function DocVersionBanner() {
  const version = usePageMeta().docsVersion;
  const site = useSite();
  const t = useStrings();
  const banner = version?.banner;
  if (!version || !banner) return null;
  const says = t(banner.kind === "unreleased" ? "theme.docs.versions.unreleasedVersionLabel" : "theme.docs.versions.unmaintainedVersionLabel", { siteTitle: site.title, versionLabel: version.label });
  // The link's words sit inside the sentence, wherever the locale's string puts them.
  const [before, after = ""] = t("theme.docs.versions.latestVersionSuggestionLabel", { latestVersionLink: "\u0000", versionLabel: banner.latestLabel }).split("\u0000");
  return (
    <div className={`doc-version-banner doc-version-banner--${banner.kind}`} role="note">
      <p>{says}</p>
      <p>
        {before}
        <SiteLink href={banner.latestHref}>
          <b>{t("theme.docs.versions.latestVersionLinkLabel")}</b>
        </SiteLink>
        {after}
      </p>
    </div>
  );
}
