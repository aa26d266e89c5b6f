import { createContext, useContext, useEffect } from "react";
import { applyHeadMeta } from "../src/client/applyHeadMeta.js";
import type { PageMeta } from "../src/shared/types.js";
import { usePageMeta, useSite } from "./SiteContext.js";

/** What a page may say about itself while it renders, beyond what its route knows. */
export type PageHeadFields = Partial<Pick<PageMeta, "title" | "description" | "keywords" | "noIndex" | "headTags">>;

/**
 * Set by the server around a page's render: what the page says is collected here and written into the
 * document's <head>, which is made after the page. The browser has none, and applies it instead.
 */
export const PageHeadCollector = createContext<PageHeadFields | null>(null);

/**
 * Gives the page's title, description and the like from inside the page (a custom page's layout, say),
 * on the server and after every client-side navigation to it.
 */
export function usePageHead(fields: PageHeadFields): void {
  const collector = useContext(PageHeadCollector);
  const site = useSite();
  const meta = usePageMeta();
  const given = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as PageHeadFields;
  if (collector) Object.assign(collector, given);
  const key = JSON.stringify(given);
  useEffect(() => {
    if (key !== "{}") applyHeadMeta(site, { ...meta, ...(JSON.parse(key) as PageHeadFields) });
  }, [key, site, meta]);
}
