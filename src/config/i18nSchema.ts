import * as z from "zod";

// The `i18n` part of `edsite.config.ts` (see schema.ts).

/**
 * The site's languages. Each locale but the default is built under `<baseUrl><path>/`, from the same
 * content with the files of `content/i18n/<locale>/` taking the place of the originals (see src/i18n/).
 */
export const i18nSchema = z
  .strictObject({
    defaultLocale: z.string().default("en"),
    locales: z.array(z.string()).min(1).default(["en"]),
    /** The default locale's direction (its `localeConfigs` entry may say it too). */
    direction: z.enum(["ltr", "rtl"]).default("ltr"),
    /** How each locale is named, written and served; unset fields take Docusaurus's defaults (see siteLocales). */
    localeConfigs: z
      .record(
        z.string(),
        z.strictObject({
          /** Its name in the locale dropdown: by default the language's own name for itself (`Français`). */
          label: z.string().optional(),
          direction: z.enum(["ltr", "rtl"]).optional(),
          /** The `<html lang>` and `hreflang` value: by default the locale's code. */
          htmlLang: z.string().optional(),
          /** The folder under the base URL it is served from: by default the locale's code. */
          path: z.string().optional(),
          /** The calendar dates are spelled in (`persian`, `islamic`, ...): by default the Gregorian one. */
          calendar: z.string().optional(),
        }),
      )
      .default({}),
  })
  .refine((i) => i.locales.includes(i.defaultLocale), {
    message: "`locales` must list the default locale",
  })
  .refine((i) => new Set(i.locales.filter((code) => code !== i.defaultLocale).map((code) => folderOf(code, i.localeConfigs[code]?.path))).size === i.locales.filter((code) => code !== i.defaultLocale).length, {
    message: "two locales are served from the same folder; give each its own `localeConfigs.<locale>.path`",
  })
  .refine((i) => i.locales.every((code) => code === i.defaultLocale || folderOf(code, i.localeConfigs[code]?.path) !== ""), {
    message: "a locale other than the default needs a folder of its own: its `localeConfigs.<locale>.path` is empty",
  })
  .default({ defaultLocale: "en", locales: ["en"], direction: "ltr", localeConfigs: {} });

/** The folder a locale is served from under the base URL, as siteLocales makes it. */
function folderOf(code: string, path: string | undefined): string {
  return (path ?? code).replace(/^\/+|\/+$/g, "");
}
