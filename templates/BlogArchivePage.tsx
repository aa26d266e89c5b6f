import type { BlogArchiveData } from "../src/shared/types.js";
import { BlogLayout } from "./BlogLayout.js";
import { useStrings } from "./strings.js";

/** Every post, grouped by year, newest first as given. */
export function BlogArchivePage(props: { data: BlogArchiveData }) {
  const t = useStrings();
  return (
    <BlogLayout recentPosts={false}>
      <header className="page-header">
        <h1 className="page-title">{t("theme.blog.archive.title")}</h1>
        <p className="page-description">{t("theme.blog.archive.description")}</p>
      </header>
      {props.data.years.map((year) => (
        <section key={year.year} className="archive-year" aria-labelledby={`archive-${year.year}`}>
          <h2 id={`archive-${year.year}`}>{year.year}</h2>
          <ul className="archive-list">
            {year.posts.map((post) => (
              <li key={post.permalink} className="archive-item">
                <time className="archive-date" dateTime={post.date}>
                  {post.formattedDate}
                </time>
                <a href={post.permalink}>{post.title}</a>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </BlogLayout>
  );
}
