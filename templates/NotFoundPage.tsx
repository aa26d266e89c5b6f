import { NotFoundContent } from "./NotFoundContent.js";

/**
 * The 404 page. Its content is a module of its own so a Docusaurus site's `NotFound/Content` (its own, when
 * it has one) can take the page's place and still show edsite's words.
 */
export function NotFoundPage() {
  return <NotFoundContent />;
}
