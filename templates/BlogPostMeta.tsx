import type { BlogPostSummary } from "../src/shared/types.js";
import { useStrings } from "./strings.js";

/** A post's date and, unless the blog hides it, its reading time: one line under its title. */
export function BlogPostMeta(props: { post: BlogPostSummary }) {
  const t = useStrings();
  const { readingTime } = props.post;
  return (
    <p className="blog-post-meta">
      <time dateTime={props.post.date}>{props.post.formattedDate}</time>
      {readingTime !== undefined && (
        <>
          <span aria-hidden="true" className="blog-post-meta-separator">
            ·
          </span>
          <span>{t("theme.blog.readingTime", { minutes: readingTime })}</span>
        </>
      )}
    </p>
  );
}
