import type { SiteData } from "../src/shared/types.js";
import { CloseIcon } from "./icons.js";
import { useStrings } from "./strings.js";

/**
 * The site-wide notice above the navbar. Its content is the site owner's HTML from the config. The client
 * script remembers a dismissal by `data-announcement-id` and hides the bar before paint by setting
 * `html[data-announcement-dismissed]`.
 */
export function AnnouncementBar(props: { bar: NonNullable<SiteData["announcementBar"]> }) {
  const t = useStrings();
  return (
    <div
      className="announcement-bar"
      role="region"
      aria-label={t("theme.announcementBar.ariaLabel")}
      data-announcement-id={props.bar.id}
    >
      <div className="announcement-bar-content" dangerouslySetInnerHTML={{ __html: props.bar.content }} />
      {props.bar.isCloseable ? (
        <button
          type="button"
          className="announcement-bar-close"
          aria-label={t("theme.announcementBar.closeAriaLabel")}
          data-announcement-close=""
        >
          <CloseIcon size={16} />
        </button>
      ) : null}
    </div>
  );
}
