import "./theme.css";
import "./withoutJavaScript.css";
import type { ReactNode } from "react";
import type { PageMeta, Sidebar, SiteData } from "../src/shared/types.js";
import { AnnouncementBar } from "./AnnouncementBar.js";
import { Footer } from "./Footer.js";
import { Navbar } from "./Navbar.js";
import { LayoutProvider } from "./LayoutProvider.js";
import { Root } from "./Root.js";
import { SiteProvider } from "./SiteContext.js";
import { useStrings } from "./strings.js";

/** The id of `<main>` (or of the page's wrapper, when the page has a `<main>` of its own), the skip link's target. */
export const MAIN_CONTENT_ID = "__main";

function SkipLink() {
  const t = useStrings();
  // Following the link scrolls but does not move focus everywhere; focusing <main> makes the next Tab start there.
  const focusMain = () => document.getElementById(MAIN_CONTENT_ID)?.focus({ preventScroll: true });
  return (
    <a className="skip-link" href={`#${MAIN_CONTENT_ID}`} onClick={focusMain}>
      {t("theme.skipToContent")}
    </a>
  );
}

/**
 * The whole page body around a page component: skip link, announcement bar, navbar (with the mobile menu,
 * which offers `sidebar` as its secondary menu), `<main>` and footer. Provides the site context.
 */
export function App(props: { site: SiteData; meta: PageMeta; sidebar?: Sidebar; children: ReactNode }) {
  return (
    <SiteProvider site={props.site} meta={props.meta}>
      <Root>
        <LayoutProvider>
          <div className="site-layout">
            <SkipLink />
            {props.site.announcementBar ? <AnnouncementBar bar={props.site.announcementBar} /> : null}
            <Navbar sidebar={props.sidebar} />
            {/* A page with a <main> of its own (as Docusaurus pages have) gets a plain wrapper: one main landmark. */}
            {props.meta.ownMain ? (
              <div id={MAIN_CONTENT_ID} className="main-wrapper" tabIndex={-1}>
                {props.children}
              </div>
            ) : (
              <main id={MAIN_CONTENT_ID} className="main-wrapper" tabIndex={-1}>
                {props.children}
              </main>
            )}
            <Footer />
          </div>
        </LayoutProvider>
      </Root>
    </SiteProvider>
  );
}
