import type { ComponentType } from "react";
import type { MarkdownPageData } from "../src/shared/types.js";
import { classNames } from "./classNames.js";
import { TOC, TOCCollapsible } from "./TOC.js";
import { WithUntranslatedNotice } from "./UntranslatedNotice.js";

/** A Markdown page of the pages folder: the docs' article and table of contents, without a sidebar. */
export function MarkdownPage(props: { data: MarkdownPageData; Content: ComponentType }) {
  const { data, Content } = props;
  const toc = data.hideTableOfContents ? [] : data.toc;
  return (
    <div className={classNames("doc-main", "markdown-page", toc.length > 0 && "doc-main--with-toc")}>
      <div className="doc-content">
        <article className="doc-article">
          <TOCCollapsible toc={toc} />
          <WithUntranslatedNotice>
            <div className="markdown">
              <Content />
            </div>
          </WithUntranslatedNotice>
        </article>
      </div>
      {toc.length > 0 ? (
        <div className="doc-toc-container">
          <TOC toc={toc} />
        </div>
      ) : null}
    </div>
  );
}
