import { useEffect, useState, type ReactNode } from "react";
import { classNames } from "./classNames.js";
import { useSite } from "./SiteContext.js";
import { useStrings } from "./strings.js";

/** The id of the docs sidebar's column, which the no-JavaScript mobile menu links to. */
export const DOCS_SIDEBAR_ID = "__docs-sidebar";

// Whether the visitor hid the sidebar, kept for this visit: each page mounts a new layout.
let hiddenThisVisit = false;

/**
 * The docs sidebar's column. With `docs.hideableSidebar` a button under the sidebar hides it, leaving a
 * narrow strip that shows it again. The buttons appear once the page runs (they do nothing without
 * JavaScript), and the first render is the server's: a sidebar hidden on an earlier page hides after it.
 */
export function HideableSidebar(props: { children: ReactNode }) {
  const t = useStrings();
  const hideable = useSite().docsSidebar?.hideable === true;
  const [running, setRunning] = useState(false);
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    setRunning(true);
    if (hideable) setHidden(hiddenThisVisit);
  }, [hideable]);
  const hide = (value: boolean) => {
    hiddenThisVisit = value;
    setHidden(value);
  };
  if (hidden) {
    return (
      <div id={DOCS_SIDEBAR_ID} className="doc-sidebar-container doc-sidebar-container--hidden">
        <button type="button" className="doc-sidebar-expand" title={t("theme.docs.sidebar.expandButtonTitle")} aria-label={t("theme.docs.sidebar.expandButtonTitle")} onClick={() => hide(false)}>
          <span aria-hidden="true">»</span>
        </button>
      </div>
    );
  }
  return (
    <div id={DOCS_SIDEBAR_ID} className={classNames("doc-sidebar-container", hideable && "doc-sidebar-container--hideable")}>
      {props.children}
      {hideable && running ? (
        <button type="button" className="doc-sidebar-collapse" title={t("theme.docs.sidebar.collapseButtonTitle")} aria-label={t("theme.docs.sidebar.collapseButtonTitle")} onClick={() => hide(true)}>
          <span aria-hidden="true">«</span>
        </button>
      ) : null}
    </div>
  );
}
