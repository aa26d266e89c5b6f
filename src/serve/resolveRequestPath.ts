import path from "node:path";

/**
 * Maps a request's URL path to the candidate files under `root`, in the order a static host tries them
 * (`/x` → `x`, `x.html`, `x/index.html`). Returns undefined for anything that could reach outside `root`:
 * `..` segments (also percent-encoded), backslashes, NUL bytes or malformed escapes.
 */
export function resolveRequestPath(root: string, urlPath: string): string[] | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  if (decoded.includes("\0") || decoded.includes("\\")) return undefined;
  const segments = decoded.split("/");
  if (segments.some((s) => s === ".." || s === ".")) return undefined;
  const relative = segments.filter(Boolean).join("/");
  const base = path.resolve(root, relative);
  const rootWithSep = path.resolve(root) + path.sep;
  if (base !== path.resolve(root) && !base.startsWith(rootWithSep)) return undefined;
  if (decoded.endsWith("/")) return [path.join(base, "index.html")];
  return [base, `${base}.html`, path.join(base, "index.html")];
}
