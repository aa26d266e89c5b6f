import { createContext, useContext, type ReactNode } from "react";
import type { PageMeta, SiteData } from "../src/shared/types.js";

interface SiteContextValue {
  site: SiteData;
  meta: PageMeta;
}

const SiteContext = createContext<SiteContextValue | null>(null);

/** Makes the site data and the current page's meta available to every theme component below it. */
export function SiteProvider(props: { site: SiteData; meta: PageMeta; children: ReactNode }) {
  return <SiteContext.Provider value={{ site: props.site, meta: props.meta }}>{props.children}</SiteContext.Provider>;
}

function useSiteContext(): SiteContextValue {
  const value = useContext(SiteContext);
  // A component rendered outside <App> would otherwise crash later on an undefined property, far from the cause.
  if (!value) throw new Error("Theme component rendered outside <App>: wrap the page in <App site meta> so it can read the site data.");
  return value;
}

/** The site-wide data (config, navbar, footer, strings) of the page being rendered. */
export function useSite(): SiteData {
  return useSiteContext().site;
}

/** What the current page told the layout about itself (title, permalink, sidebar name). */
export function usePageMeta(): PageMeta {
  return useSiteContext().meta;
}
