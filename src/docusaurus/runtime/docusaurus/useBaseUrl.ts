import { useCallback } from "react";
import { useSite } from "@theme/SiteContext";
import { withBaseUrl, type BaseUrlOptions } from "../internal/withBaseUrl.js";

export type { BaseUrlOptions };

/** Docusaurus's `useBaseUrl(url)`: a site path with the base path added (see withBaseUrl). */
export default function useBaseUrl(url: string, options?: BaseUrlOptions): string {
  const site = useSite();
  return withBaseUrl(url, site.baseUrl, site.url, options);
}

/** Docusaurus's `useBaseUrlUtils()`: `withBaseUrl` for URLs made in a loop or a callback. */
export function useBaseUrlUtils(): { withBaseUrl: (url: string, options?: BaseUrlOptions) => string } {
  const site = useSite();
  const add = useCallback((url: string, options?: BaseUrlOptions) => withBaseUrl(url, site.baseUrl, site.url, options), [site.baseUrl, site.url]);
  return { withBaseUrl: add };
}
