import type { ReactNode } from "react";

/**
 * The providers around every page's layout (navbar, content, footer), inside Root. edsite's own contexts come
 * from App, so it adds nothing itself: a Docusaurus site replaces it (`src/theme/Layout/Provider`) to provide
 * contexts of its own to the whole layout, usually wrapping this one (`@theme-original/Layout/Provider`).
 */
export function LayoutProvider(props: { children: ReactNode }) {
  return <>{props.children}</>;
}
