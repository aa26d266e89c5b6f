import * as z from "zod";

/**
 * Google's analytics tags in every page's head, as Docusaurus's gtag and Tag Manager plugins put them there.
 * The ids are written into inline scripts and URLs escaped for each, whatever they hold.
 */
export const analyticsSchema = z
  .strictObject({
    /** gtag.js: the first id loads the script, every id is configured; each navigation in the page is a page view. */
    gtag: z.strictObject({ trackingIds: z.array(z.string().min(1)).min(1), anonymizeIp: z.boolean().default(false) }).optional(),
    /** Google Tag Manager's container. */
    googleTagManager: z.strictObject({ containerId: z.string().min(1) }).optional(),
  })
  .default({});
