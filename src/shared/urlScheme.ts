/** Whether a URL names its own scheme (`https:`, `mailto:`, `data:`): such a URL never points into the site's files. */
export function hasUrlScheme(url: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(url);
}
