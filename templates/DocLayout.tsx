import { useEffect, type ReactNode } from "react";
import type { Breadcrumb, PrevNext, Sidebar, TocItem } from "../src/shared/types.js";
import { Breadcrumbs } from "./Breadcrumbs.js";
import { classNames } from "./classNames.js";
import { DocSidebar } from "./DocSidebar.js";
import { HideableSidebar } from "./HideableSidebar.js";
import { Pagination } from "./Pagination.js";
import { useStrings } from "./strings.js";
import { usePageMeta } from "./SiteContext.js";
import { DocVersionBanner } from "./DocVersionBanner.js";
import { DocVersionBadge } from "./DocVersionBadge.js";
import { DocVersionOffer } from "./DocVersionOffer.js";
import { TOC, TOCCollapsible } from "./TOC.js";

/**
 * The three-column docs frame shared by doc pages and category indexes: sidebar, article (breadcrumbs,
 * content, footer, prev/next) and, when `toc` is non-empty, the table of contents.
 */
export function DocLayout(props: {
  /** None for docs without sidebars (Docusaurus's `sidebarPath: false`). */
  sidebar?: Sidebar;
  permalink: string;
  breadcrumbs: Breadcrumb[];
  pagination: PrevNext;
  toc?: TocItem[];
  articleFooter?: ReactNode;
  children: ReactNode;
}) {
  const t = useStrings();
  const toc = props.toc ?? [];
  const versionClass = usePageMeta().docsVersion?.className;
  if (__EDSITE_DOCS_VERSIONS__) useVersionClass(versionClass);
  return (
    <div className="doc-layout">
      {props.sidebar ? (
        <HideableSidebar>
          <DocSidebar items={props.sidebar.items} activeHref={props.permalink} />
        </HideableSidebar>
      ) : null}
      <div className={classNames("doc-main", toc.length > 0 && "doc-main--with-toc")}>
        <div className="doc-content">
          <article className="doc-article">
            <ArticleTop breadcrumbs={props.breadcrumbs} permalink={props.permalink} />
            <TOCCollapsible toc={toc} />
            {props.children}
            {props.articleFooter}
          </article>
          <Pagination
            previous={props.pagination.previous}
            next={props.pagination.next}
            ariaLabel={t("theme.docs.paginator.navAriaLabel")}
            previousLabel={t("theme.docs.paginator.previous")}
            nextLabel={t("theme.docs.paginator.next")}
          />
        </div>
        {toc.length > 0 ? (
          <div className="doc-toc-container">
            <TOC toc={toc} />
          </div>
        ) : null}
      </div>
    </div>
  );
}

/**
 * Above the article: the version's banner and the visitor's version on a versioned site, the breadcrumbs,
 * the version's badge. One element, so the article's children stay as many as before versions: React's
 * `useId` names an element by its place among its siblings, and the content's ids would change otherwise.
 */
function ArticleTop(props: { breadcrumbs: Breadcrumb[]; permalink: string }) {
  return (
    <>
      {__EDSITE_DOCS_VERSIONS__ ? <DocVersionBanner /> : null}
      {__EDSITE_DOCS_VERSIONS__ ? <DocVersionOffer /> : null}
      <Breadcrumbs items={props.breadcrumbs} permalink={props.permalink} />
      {__EDSITE_DOCS_VERSIONS__ ? <DocVersionBadge /> : null}
    </>
  );
}

/**
 * Keeps the docs version's class on `<html>` (the server wrote it there, as Docusaurus does) after a
 * navigation to another version's page, or out of the docs.
 */
function useVersionClass(className: string | undefined): void {
  useEffect(() => {
    const names = className?.split(/\s+/).filter(Boolean) ?? [];
    document.documentElement.classList.add(...names);
    return () => document.documentElement.classList.remove(...names);
  }, [className]);
}
