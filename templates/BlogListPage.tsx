import type { ComponentType } from "react";
import type { BlogListData, BlogPostSummary } from "../src/shared/types.js";
import { BlogAuthorList, BlogAuthorView } from "./BlogAuthor.js";
import { BlogLayout } from "./BlogLayout.js";
import { BlogPostMeta } from "./BlogPostMeta.js";
import { BlogTagList } from "./BlogTagList.js";
import { classNames } from "./classNames.js";
import { Pagination } from "./Pagination.js";
import { useStrings } from "./strings.js";
import { PageRouteProvider } from "./PageRouteContext.js";

function BlogPostPreview(props: { list: BlogListData; post: BlogPostSummary; Excerpt: ComponentType }) {
  const t = useStrings();
  const { post, Excerpt } = props;
  return (
    <article className="blog-post-preview">
      <header className="blog-post-header">
        <h2 className="blog-post-preview-title">
          <a href={post.permalink}>{post.title}</a>
        </h2>
        <BlogPostMeta post={post} />
        <BlogAuthorList authors={post.authors} />
      </header>
      <div className="markdown">
        <PageRouteProvider data={props.list} post={post}>
          <Excerpt />
        </PageRouteProvider>
      </div>
      {post.tags.length > 0 || post.hasTruncateMarker ? (
        <footer className="blog-post-footer">
          <BlogTagList tags={post.tags} />
          {post.hasTruncateMarker ? (
            <a
              className="read-more-link"
              href={post.permalink}
              aria-label={t("theme.blog.post.readMoreLabel", { title: post.title })}
            >
              {t("theme.blog.post.readMore")}
            </a>
          ) : null}
        </footer>
      ) : null}
    </article>
  );
}

/**
 * A page of the blog's post list, also used for an author's or a tag's posts (then `data.heading` is the h1,
 * with the author's card or the tag's description under it). `excerpts[i]` renders `data.posts[i]`.
 */
export function BlogListPage(props: { data: BlogListData; excerpts: ComponentType[] }) {
  const t = useStrings();
  const { data } = props;
  if (props.excerpts.length !== data.posts.length) {
    throw new Error(
      `BlogListPage for ${data.permalink} got ${props.excerpts.length} excerpts for ${data.posts.length} posts; pass one excerpt component per post.`,
    );
  }
  return (
    <BlogLayout>
      <header className={classNames("blog-list-header", !data.heading && "visually-hidden")}>
        <h1 className="page-title">{data.heading ?? data.title}</h1>
        {data.author ? <BlogAuthorView author={data.author} showSocials large /> : null}
        {data.tag?.description ? <p className="page-description">{data.tag.description}</p> : null}
      </header>
      <div className="blog-post-list">
        {data.posts.map((post, index) => (
          <BlogPostPreview key={post.permalink} list={data} post={post} Excerpt={props.excerpts[index]!} />
        ))}
      </div>
      <Pagination
        previous={data.newerHref ? { href: data.newerHref, label: t("theme.blog.paginator.newerEntries") } : undefined}
        next={data.olderHref ? { href: data.olderHref, label: t("theme.blog.paginator.olderEntries") } : undefined}
        ariaLabel={t("theme.blog.paginator.navAriaLabel")}
        previousLabel={t("theme.blog.paginator.pageOf", { page: data.page - 1, total: data.totalPages })}
        nextLabel={t("theme.blog.paginator.pageOf", { page: data.page + 1, total: data.totalPages })}
      />
    </BlogLayout>
  );
}
