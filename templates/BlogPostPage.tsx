import type { ComponentType } from "react";
import type { BlogPostData } from "../src/shared/types.js";
import { BlogAuthorList } from "./BlogAuthor.js";
import { BlogLayout } from "./BlogLayout.js";
import { BlogPostMeta } from "./BlogPostMeta.js";
import { BlogTagList } from "./BlogTagList.js";
import { EditLink } from "./EditLink.js";
import { Pagination } from "./Pagination.js";
import { useStrings } from "./strings.js";
import { PageRouteProvider } from "./PageRouteContext.js";
import { WithUntranslatedNotice } from "./UntranslatedNotice.js";
import { TOCCollapsible } from "./TOC.js";

/**
 * A blog post. The post's MDX has no h1, so the title is rendered here. `pagination.previous` is the newer
 * post and `pagination.next` the older one, as in a reverse-chronological blog.
 */
export function BlogPostPage(props: { data: BlogPostData; Content: ComponentType }) {
  const t = useStrings();
  const { data, Content } = props;
  const showFooter = data.tags.length > 0 || data.editUrl;
  return (
    <PageRouteProvider data={data}>
      <BlogLayout toc={data.toc}>
        <article className="blog-post">
          <header className="blog-post-header">
            <h1 className="blog-post-title">{data.title}</h1>
            <BlogPostMeta post={data} />
            <BlogAuthorList authors={data.authors} />
          </header>
          <TOCCollapsible toc={data.toc} />
          <WithUntranslatedNotice>
            <div className="markdown">
              <Content />
            </div>
          </WithUntranslatedNotice>
          {showFooter ? (
            <footer className="blog-post-footer">
              <BlogTagList tags={data.tags} />
              {data.editUrl ? <EditLink href={data.editUrl} /> : null}
            </footer>
          ) : null}
        </article>
        <Pagination
          previous={data.pagination.previous}
          next={data.pagination.next}
          ariaLabel={t("theme.blog.post.paginator.navAriaLabel")}
          previousLabel={t("theme.blog.post.paginator.newerPost")}
          nextLabel={t("theme.blog.post.paginator.olderPost")}
        />
      </BlogLayout>
    </PageRouteProvider>
  );
}
