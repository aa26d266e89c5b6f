import { createHash } from "node:crypto";
import type { SiteData } from "../shared/types.js";

const hashes = new WeakMap<SiteData, string>();

/**
 * A hash of the site data every page renders with, computed once per build's object: `dev` reuses a page's
 * HTML only while this is what it was.
 */
export function siteDataHash(site: SiteData): string {
  let hash = hashes.get(site);
  if (hash === undefined) hashes.set(site, (hash = createHash("sha1").update(JSON.stringify(site)).digest("base64url")));
  return hash;
}
