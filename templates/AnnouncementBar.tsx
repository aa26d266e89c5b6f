import { useState } from "react";
import type { SiteData } from "../src/shared/types.js";
import { CloseIcon } from "./icons.js";
import { writeStored } from "./siteStorage.js";
import { useStrings } from "./strings.js";

/** The localStorage keys of a dismissal; the inline head script reads them to hide the bar before paint. */
export const ANNOUNCEMENT_DISMISS_KEY = "docusaurus.announcement.dismiss";
export const ANNOUNCEMENT_ID_KEY = "docusaurus.announcement.id";

/**
 * The site-wide notice above the navbar. Its content is the site owner's HTML from the config. Closing it
 * stores the dismissal with the bar's id, so a bar with a new id shows again. A bar dismissed on an earlier
 * visit is still in the markup (the server cannot know) but hidden by CSS through `html[data-announcement-dismissed]`,
 * which the head script sets before the first paint.
 */
export function AnnouncementBar(props: { bar: NonNullable<SiteData["announcementBar"]> }) {
  const t = useStrings();
  const [closed, setClosed] = useState(false);
  if (closed) return null;
  const close = () => {
    writeStored(ANNOUNCEMENT_DISMISS_KEY, "true");
    writeStored(ANNOUNCEMENT_ID_KEY, props.bar.id);
    document.documentElement.setAttribute("data-announcement-dismissed", "");
    setClosed(true);
  };
  return (
    <div
      className="announcement-bar"
      role="region"
      aria-label={t("theme.announcementBar.ariaLabel")}
      data-announcement-id={props.bar.id}
      style={props.bar.backgroundColor || props.bar.textColor ? { backgroundColor: props.bar.backgroundColor, color: props.bar.textColor } : undefined}
    >
      <div className="announcement-bar-content" dangerouslySetInnerHTML={{ __html: props.bar.content }} />
      {props.bar.isCloseable ? (
        <button
          type="button"
          className="announcement-bar-close"
          aria-label={t("theme.announcementBar.closeAriaLabel")}
          data-announcement-close=""
          onClick={close}
        >
          <CloseIcon size={16} />
        </button>
      ) : null}
    </div>
  );
}
