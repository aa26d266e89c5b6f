import * as z from "zod";

/**
 * Given the path of a page (from the base path: `/docs/intro`), the old paths that should lead to it; nothing
 * for none.
 */
export type CreateRedirects = (existingPath: string) => string | string[] | null | undefined;

/** An extension as the redirect options name it: letters and digits, no dot, no slash. */
const extension = z.string().regex(/^[A-Za-z0-9_-]+$/, "must be an extension without its dot, like `html`");

/**
 * Pages that send a visitor on from an old address to a page of the site (a meta refresh, which works without
 * JavaScript, and a script that keeps the query and hash). Paths are from the base path: `/old-intro`.
 */
export const redirectsSchema = z
  .strictObject({
    /** Each `from` (one path or several) answers with a redirect to `to`: a path of the site, or a URL. */
    list: z.array(z.strictObject({ from: z.union([z.string(), z.array(z.string())]), to: z.string().min(1) })).default([]),
    /** Called with each page's path: returns the old paths that lead to it. */
    create: z.custom<CreateRedirects>((value) => typeof value === "function", "must be a function").optional(),
    /** For each page `/x`, a redirect from `/x.<ext>`. */
    fromExtensions: z.array(extension).default([]),
    /** For each page `/x.<ext>`, a redirect from `/x`. */
    toExtensions: z.array(extension).default([]),
  })
  .default({ list: [], fromExtensions: [], toExtensions: [] });
