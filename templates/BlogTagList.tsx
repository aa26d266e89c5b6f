import type { BlogTag } from "../src/shared/types.js";
import { useStrings } from "./strings.js";

/** A post's tags as pill links, introduced by a visible "Tags:" label. */
export function BlogTagList(props: { tags: BlogTag[] }) {
  const t = useStrings();
  if (props.tags.length === 0) return null;
  return (
    <div className="tag-list">
      <span className="tag-list-label">{t("theme.tags.tagsListLabel")}</span>
      <ul className="tag-list-items">
        {props.tags.map((tag) => (
          <li key={tag.permalink}>
            <a className="tag" href={tag.permalink} rel="tag">
              {tag.label}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
