import { z } from "zod";

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
        }),
      )
      .default({}),
  })
  .refine((i) => i.locales.includes(i.defaultLocale), {
    message: "`locales` must list the default locale",
  })
  .default({ defaultLocale: "en", locales: ["en"], direction: "ltr", localeConfigs: {} });
