import type { SiteData } from "../../../shared/types.js";

/**
 * Docusaurus's global data, `{ [plugin name]: { [plugin id]: data } }`, from edsite's: the docs plugin's, in
 * its shape, and what the site's own plugins set. (edsite's search files are its own business, no search
 * plugin's data.)
 */
export function docusaurusGlobalData(site: SiteData): Record<string, Record<string, unknown>> {
  return { ...site.globalData.plugins, "docusaurus-plugin-content-docs": { default: site.globalData.docs } };
}
