import { hasUrlScheme } from "../../../shared/urlScheme.js";

/** Whether a URL points into the site (a path, not a scheme or `//host`), as Docusaurus decides it. */
export function isInternalUrl(url: string | undefined): boolean {
  return typeof url === "string" && !hasUrlScheme(url) && !url.startsWith("//");
}

export default isInternalUrl;
