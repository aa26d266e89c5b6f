import { createContext, useContext, useMemo, type ReactNode } from "react";
import type { BlogPostSummary, PageData, Sidebar } from "../src/shared/types.js";

/** What a generated page's template knows of its route: the page's data and the sidebar it shows. */
export interface PageRoute {
  data?: PageData;
  sidebar?: Sidebar;
  /** On a list of posts: the post whose excerpt is being rendered. */
  post?: BlogPostSummary;
}

const PageRouteContext = createContext<PageRoute>({});

/**
 * Gives the route's data to everything below a page template, the page's content too: code a site imports
 * into its Markdown (Docusaurus's docs and blog hooks) reads the page it is on from here.
 */
export function PageRouteProvider(props: { data: PageData; sidebar?: Sidebar; post?: BlogPostSummary; children: ReactNode }) {
  const value = useMemo(() => ({ data: props.data, sidebar: props.sidebar, post: props.post }), [props.data, props.sidebar, props.post]);
  return <PageRouteContext.Provider value={value}>{props.children}</PageRouteContext.Provider>;
}

/** The generated page's data and sidebar; empty on a site's own pages (src/pages), which have none. */
export function usePageRoute(): PageRoute {
  return useContext(PageRouteContext);
}
