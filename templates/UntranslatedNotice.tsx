import type { ReactNode } from "react";
import { usePageMeta, useSite } from "./SiteContext.js";
import { useStrings } from "./strings.js";

/** The UI string of the notice, which a locale's strings translate; the theme's English until one does. */
export const UNTRANSLATED_NOTICE_KEY = "theme.i18n.untranslatedPage";

/**
 * The page's content, after a notice when the page is shown from the default locale's file because its
 * locale has no translation of it yet. A site of one locale gets its content alone, as before the notice
 * existed: React names elements (`useId`) by their place among their siblings, so a sibling added even where
 * it renders nothing would rename every id in the content.
 */
export function WithUntranslatedNotice(props: { children: ReactNode }) {
  const meta = usePageMeta();
  const site = useSite();
  const t = useStrings();
  if (!__EDSITE_LOCALES__ || site.locales === undefined) return props.children;
  return (
    <>
      {meta.untranslated ? (
        <div className="admonition admonition-info untranslated-notice" role="note">
          <p>{t(UNTRANSLATED_NOTICE_KEY)}</p>
        </div>
      ) : null}
      {props.children}
    </>
  );
}
