import type { ReactNode } from "react";
import type { TocItem } from "../src/shared/types.js";
import { classNames } from "./classNames.js";
import { TOC } from "./TOC.js";

/** The blog's frame: one centred column, with the table of contents beside it on wide screens when given. */
export function BlogLayout(props: { toc?: TocItem[]; children: ReactNode }) {
  const toc = props.toc ?? [];
  return (
    <div className={classNames("blog-layout", toc.length > 0 && "blog-layout--with-toc")}>
      <div className="blog-main">{props.children}</div>
      {toc.length > 0 ? (
        <div className="blog-toc-container">
          <TOC toc={toc} />
        </div>
      ) : null}
    </div>
  );
}
