import type { BlogAuthorsData } from "../src/shared/types.js";
import { BlogAuthorView } from "./BlogAuthor.js";
import { BlogLayout } from "./BlogLayout.js";
import { useStrings } from "./strings.js";

/** All blog authors, each with their post count and a link to their page when they have one. */
export function BlogAuthorsPage(props: { data: BlogAuthorsData }) {
  const t = useStrings();
  return (
    <BlogLayout>
      <header className="page-header">
        <h1 className="page-title">{t("theme.blog.authors.title")}</h1>
      </header>
      <ul className="author-grid">
        {props.data.authors.map((author) => (
          <li key={author.key ?? author.name} className="author-grid-item">
            <BlogAuthorView author={author} postCount={author.count} />
          </li>
        ))}
      </ul>
    </BlogLayout>
  );
}
