import type { BlogTagsData } from "../src/shared/types.js";
import { BlogLayout } from "./BlogLayout.js";
import { useStrings } from "./strings.js";

type Tag = BlogTagsData["tags"][number];

/**
 * Groups tags under their upper-cased first letter, letters and tags sorted by code point: locale-aware
 * sorting could order differently in Node and the browser and break hydration.
 */
export function groupTagsByLetter(tags: Tag[]): [string, Tag[]][] {
  const groups = new Map<string, Tag[]>();
  const sortKey = (tag: Tag) => tag.label.toLowerCase();
  const sorted = [...tags].sort((a, b) => (sortKey(a) < sortKey(b) ? -1 : sortKey(a) > sortKey(b) ? 1 : 0));
  for (const tag of sorted) {
    const letter = (Array.from(tag.label)[0] ?? "#").toUpperCase();
    const group = groups.get(letter);
    if (group) group.push(tag);
    else groups.set(letter, [tag]);
  }
  return [...groups.entries()];
}

/** Every tag with its post count, grouped by first letter. */
export function BlogTagsPage(props: { data: BlogTagsData }) {
  const t = useStrings();
  return (
    <BlogLayout>
      <header className="page-header">
        <h1 className="page-title">{t("theme.tags.tagsPageTitle")}</h1>
      </header>
      <div className="tag-groups">
        {groupTagsByLetter(props.data.tags).map(([letter, tags]) => (
          <section key={letter} className="tag-group">
            <h2 className="tag-group-letter">{letter}</h2>
            <ul className="tag-list-items">
              {tags.map((tag) => (
                <li key={tag.permalink}>
                  <a className="tag" href={tag.permalink}>
                    {tag.label}
                    <span className="tag-count">{tag.count}</span>
                  </a>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </BlogLayout>
  );
}
