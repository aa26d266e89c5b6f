import type { ReactNode } from "react";
import type { TocItem } from "../src/shared/types.js";
import { classNames } from "./classNames.js";
import { isSamePath } from "../src/shared/pathCompare.js";
import { usePageMeta, useSite } from "./SiteContext.js";
import { TOC } from "./TOC.js";

/** The recent posts beside the blog's pages (the config's `blog.sidebarCount`); hidden on narrow screens. */
function BlogSidebar() {
  const { blogSidebar } = useSite();
  const meta = usePageMeta();
  if (!blogSidebar) return null;
  return (
    <nav className="blog-sidebar" aria-label={blogSidebar.title}>
      <h2 className="blog-sidebar-title">{blogSidebar.title}</h2>
      <ul className="blog-sidebar-items">
        {blogSidebar.items.map((post) => {
          const current = isSamePath(post.permalink, meta.permalink);
          return (
            <li key={post.permalink}>
              <a href={post.permalink} className={classNames("blog-sidebar-link", current && "blog-sidebar-link--active")} aria-current={current ? "page" : undefined}>
                {post.title}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/**
 * The blog's frame: the recent posts, one centred column, and the table of contents beside it on wide screens
 * when given. The archive leaves the recent posts out, as it lists every post itself.
 */
export function BlogLayout(props: { toc?: TocItem[]; recentPosts?: boolean; children: ReactNode }) {
  const toc = props.toc ?? [];
  const site = useSite();
  const sidebar = props.recentPosts !== false && site.blogSidebar !== undefined;
  return (
    <div className={classNames("blog-layout", toc.length > 0 && "blog-layout--with-toc", sidebar && "blog-layout--with-sidebar")}>
      {sidebar ? <BlogSidebar /> : null}
      <div className="blog-main">{props.children}</div>
      {toc.length > 0 ? (
        <div className="blog-toc-container">
          <TOC toc={toc} />
        </div>
      ) : null}
    </div>
  );
}
