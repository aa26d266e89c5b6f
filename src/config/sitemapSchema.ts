import * as z from "zod";

/** How often a page changes, as the sitemap protocol names it. */
export const CHANGE_FREQUENCIES = ["always", "hourly", "daily", "weekly", "monthly", "yearly", "never"] as const;

/** The sitemap: where it is written, what each entry says besides its URL, which pages it leaves out; false for none. */
export const sitemapSchema = z
  .union([
    z.literal(false),
    z.strictObject({
      /** The file's name under the base path (robots.txt names it too). */
      filename: z.string().regex(/^[^/\\]+$/, "must be a file name, without folders").default("sitemap.xml"),
      /** Each entry's `<changefreq>`; null for none. */
      changefreq: z.enum(CHANGE_FREQUENCIES).nullable().default(null),
      /** Each entry's `<priority>`, 0 to 1; null for none. */
      priority: z.number().min(0).max(1).nullable().default(null),
      /** Globs of page paths (with the base path: `/tags/**`) the sitemap leaves out. */
      ignorePatterns: z.array(z.string()).default([]),
      /** Each entry's `<lastmod>` from its source's last commit, as a date or a date and time; null for none. */
      lastmod: z.enum(["date", "datetime"]).nullable().default(null),
    }),
  ])
  .default({ filename: "sitemap.xml", changefreq: null, priority: null, ignorePatterns: [], lastmod: null });
