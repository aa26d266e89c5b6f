import type { BlogAuthor } from "../src/shared/types.js";
import { classNames } from "./classNames.js";
import { SiteLink } from "./SiteLink.js";
import { usePlural } from "./strings.js";

const AVATAR_SIZE = 48;

/** Where the author's name links: their page on this site, else their own URL, else nowhere. */
function authorHref(author: BlogAuthor): string | undefined {
  return author.page ?? author.url;
}

/**
 * One author: avatar, name (linked when possible) and title; optionally their social links and post count,
 * as on author pages and the authors list.
 */
export function BlogAuthorView(props: { author: BlogAuthor; showSocials?: boolean; postCount?: number; large?: boolean }) {
  const plural = usePlural();
  const { author } = props;
  const href = authorHref(author);
  const size = props.large ? AVATAR_SIZE * 2 : AVATAR_SIZE;
  const socials = props.showSocials ? Object.entries(author.socials ?? {}) : [];
  return (
    <div className={classNames("blog-author", props.large && "blog-author--large")}>
      {author.imageUrl ? (
        <img className="blog-author-avatar" src={author.imageUrl} alt="" width={size} height={size} loading="lazy" />
      ) : null}
      <div className="blog-author-info">
        <span className="blog-author-name">{href ? <SiteLink href={href}>{author.name}</SiteLink> : author.name}</span>
        {author.title ? <span className="blog-author-title">{author.title}</span> : null}
        {props.postCount !== undefined ? (
          <span className="blog-author-count">{plural("theme.blog.postCount", props.postCount)}</span>
        ) : null}
        {socials.length > 0 ? (
          <ul className="blog-author-socials">
            {socials.map(([platform, url]) => (
              <li key={platform}>
                <SiteLink href={url} className="blog-author-social">
                  {platform}
                </SiteLink>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </div>
  );
}

/** The authors of a post, side by side. */
export function BlogAuthorList(props: { authors: BlogAuthor[] }) {
  if (props.authors.length === 0) return null;
  return (
    <ul className="blog-author-list">
      {props.authors.map((author, index) => (
        <li key={`${index}:${author.name}`}>
          <BlogAuthorView author={author} />
        </li>
      ))}
    </ul>
  );
}
