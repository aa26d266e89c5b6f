// Which files a browser may keep for good: those whose names carry a hash of their content, so a new
// build that changes them also renames them. Everything else is checked again on every use, among them the
// two kinds of asset named to stay put from build to build so that unchanged pages stay the same bytes: the
// current-build file and the sidebar pieces.

/**
 * `name-HASH.ext` (entries, stylesheet, route manifest, route chunks, imported images) or `c/HASH.js`
 * (esbuild's shared chunks, React among them, named by the hash alone). The search files' names carry the
 * build's time instead, which changes with every build just as well.
 */
const HASHED = /(?:[-.][A-Za-z0-9_]{8,}|\/c\/[A-Z0-9]{8,})\.(js|css|json|svg|png|jpe?g|gif|webp|woff2?)$/;

export const IMMUTABLE = "public, max-age=31536000, immutable";

export function isHashedAsset(file: string): boolean {
  return HASHED.test(file.replaceAll("\\", "/"));
}
