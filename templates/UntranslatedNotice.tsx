import { usePageMeta, useSite } from "./SiteContext.js";

/** The UI string of the notice, which a locale's strings translate; English until one does. */
export const UNTRANSLATED_NOTICE_KEY = "theme.i18n.untranslatedPage";
const ENGLISH = "This page has not been translated yet; it is shown in its original language.";

/**
 * Tells a reader the page is shown from the default locale's file because their locale has no translation
 * of it yet; nothing on a translated page, or in the default locale.
 */
export function UntranslatedNotice() {
  const meta = usePageMeta();
  const site = useSite();
  if (!meta.untranslated) return null;
  return (
    <div className="admonition admonition-info untranslated-notice" role="note">
      <p>{site.strings[UNTRANSLATED_NOTICE_KEY] ?? ENGLISH}</p>
    </div>
  );
}
