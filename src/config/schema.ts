import { z } from "zod";

// The one description of `edsite.config.ts`: the type writers use (`UserConfig`, defaults optional) and the type
// the build reads (`ResolvedConfig`, defaults filled in) both come from this schema.

const position = z.enum(["left", "right"]).default("left").describe("Which side of the navbar the item sits on.");

/** Navbar item types edsite knows; anything else is rejected with this list. */
export const NAVBAR_ITEM_TYPES = ["docSidebar", "doc", "link", "search"] as const;

const navbarItem = z.discriminatedUnion("type", [
  z.strictObject({
    type: z.literal("docSidebar"),
    /** Which generated sidebar's first doc the item opens. */
    sidebarId: z.string(),
    label: z.string(),
    position,
  }),
  z.strictObject({
    type: z.literal("doc"),
    /** Doc id, e.g. `introduction` or `normal-mode/core-movements`. */
    docId: z.string(),
    label: z.string(),
    position,
  }),
  z
    .strictObject({
      type: z.literal("link"),
      label: z.string(),
      /** A site path such as `/docs/tutorial` (the base path is added). */
      to: z.string().startsWith("/").optional(),
      /** An absolute URL to another site. */
      href: z.url().optional(),
      position,
    })
    .refine((item) => (item.to === undefined) !== (item.href === undefined), {
      message: "a link item needs exactly one of `to` (a site path) or `href` (an external URL)",
    }),
  z.strictObject({ type: z.literal("search"), position: position.default("right") }),
]);

const footerLink = z
  .strictObject({ label: z.string(), to: z.string().startsWith("/").optional(), href: z.url().optional() })
  .refine((item) => (item.to === undefined) !== (item.href === undefined), {
    message: "a footer link needs exactly one of `to` (a site path) or `href` (an external URL)",
  });

const image = z.strictObject({ src: z.string(), alt: z.string() });

/** Colours for highlighted code, written as prism-react-renderer writes a theme. */
const codeTheme = z.object({
  plain: z.record(z.string(), z.union([z.string(), z.number()])),
  styles: z.array(z.object({ types: z.array(z.string()), languages: z.array(z.string()).optional(), style: z.record(z.string(), z.union([z.string(), z.number()])) })),
});

const checkLevel = z
  .enum(["throw", "warn", "ignore"])
  .default("warn")
  .describe('"throw" fails the build, "warn" reports it (and `--strict` fails on it), "ignore" leaves it out.');

export const configSchema = z.strictObject({
  /** Site title, shown in the navbar and in every page title. */
  title: z.string().min(1),
  tagline: z.string().default(""),
  /** Origin the site is deployed to, without a path: `https://ki-editor.github.io`. */
  url: z.url().transform((u) => u.replace(/\/+$/, "")),
  /** Path the site is served under, with a leading and trailing slash: `/ki-editor/`. */
  baseUrl: z
    .string()
    .regex(/^\/([^/?#]+\/)*$/, "must start and end with `/`, like `/ki-editor/` or `/`"),
  favicon: z.string().default("img/favicon.svg"),
  /** Source repository; 'Edit this page' links point at its master branch unless editUrl says otherwise. */
  repositoryUrl: z.url().optional(),
  /**
   * Where 'Edit this page' links point: the docs folder's name and a doc's path in it are appended
   * (`docs/intro.md`), as are `blog/` and a post's. With neither this nor repositoryUrl, pages have no such link.
   */
  editUrl: z.url().optional(),
  /** Version of the documented software, shown nowhere yet but kept in the global data. */
  version: z.string().default("0.0.0"),
  /**
   * Stylesheets every page loads after the theme's (relative to the site's folder): a site's own colours and
   * rules, which may set the theme's custom properties.
   */
  customCss: z.array(z.string()).default([]),
  /**
   * The picture that stands for the site when a page is shared (`og:image`): a file of the public folder
   * (`img/social-card.png`) or a URL; null for none.
   */
  image: z.string().nullable().default("img/social-card.png"),
  /** Colours of highlighted code in each mode, instead of the theme's own (the dark one falls back to the light). */
  codeThemes: z.strictObject({ light: codeTheme.optional(), dark: codeTheme.optional() }).default({}),
  /** Anything the site's own code reads (Docusaurus's `customFields`, given by `useDocusaurusContext`). */
  customFields: z.record(z.string(), z.unknown()).default({}),
  i18n: z
    .strictObject({
      defaultLocale: z.string().default("en"),
      locales: z.array(z.string()).default(["en"]),
      direction: z.enum(["ltr", "rtl"]).default("ltr"),
    })
    .refine((i) => i.locales.length === 1 && i.locales[0] === i.defaultLocale, {
      message: "edsite builds one locale; `locales` must list only the default locale",
    })
    .default({ defaultLocale: "en", locales: ["en"], direction: "ltr" }),
  navbar: z.strictObject({
    title: z.string().optional(),
    logo: image.optional(),
    /** Hide the navbar while scrolling down; show it again when scrolling up. */
    hideOnScroll: z.boolean().default(false),
    items: z.array(navbarItem).default([]),
  }),
  footer: z
    .strictObject({
      style: z.enum(["dark", "light"]).default("dark"),
      links: z.array(z.strictObject({ title: z.string(), items: z.array(footerLink) })).default([]),
      logo: image.extend({ href: z.string().optional() }).optional(),
      copyright: z.string().default(""),
    })
    .default({ style: "dark", links: [], copyright: "" }),
  announcementBar: z
    .strictObject({
      /** Change the id to show the bar again to visitors who closed it. */
      id: z.string().min(1),
      /** HTML, written by the site's authors. */
      content: z.string(),
      isCloseable: z.boolean().default(true),
    })
    .optional(),
  colorMode: z
    .strictObject({
      defaultMode: z.enum(["light", "dark"]).default("light"),
      /** Follow the visitor's system preference when they have not chosen a mode. */
      respectPrefersColorScheme: z.boolean().default(false),
      disableSwitch: z.boolean().default(false),
    })
    .default({ defaultMode: "light", respectPrefersColorScheme: false, disableSwitch: false }),
  tableOfContents: z
    .strictObject({
      minHeadingLevel: z.number().int().min(2).max(6).default(2),
      maxHeadingLevel: z.number().int().min(2).max(6).default(3),
    })
    .refine((t) => t.minHeadingLevel <= t.maxHeadingLevel, { message: "minHeadingLevel must not exceed maxHeadingLevel" })
    .default({ minHeadingLevel: 2, maxHeadingLevel: 3 }),
  docs: z
    .strictObject({
      /** Every listed sidebar is generated from the whole docs folder. */
      sidebars: z.array(z.string()).min(1).default(["docSidebar"]),
      /** The doc `/docs` shows; null for no page at `/docs` (as in Docusaurus). */
      mainDocId: z.string().nullable().default("introduction"),
      versionLabel: z.string().default("Next"),
    })
    .default({ sidebars: ["docSidebar"], mainDocId: "introduction", versionLabel: "Next" }),
  /** What each kind of finding of the checks does to a build. */
  checks: z
    .strictObject({
      brokenLinks: checkLevel,
      brokenAnchors: checkLevel,
      /** Links to `.md` files that are no doc or post. */
      brokenMarkdownLinks: checkLevel,
      duplicateRoutes: checkLevel,
      /** A post's tag that tags.yml does not define. */
      inlineTags: checkLevel.default("ignore"),
      /** A post's author written in the post instead of in authors.yml. */
      inlineAuthors: checkLevel.default("ignore"),
      /** A post with no `<!-- truncate -->`, whose whole text the blog's list then shows. */
      untruncatedPosts: checkLevel.default("ignore"),
    })
    .default({ brokenLinks: "warn", brokenAnchors: "warn", brokenMarkdownLinks: "warn", duplicateRoutes: "warn", inlineTags: "ignore", inlineAuthors: "ignore", untruncatedPosts: "ignore" }),
  blog: z
    .strictObject({
      title: z.string().default("Blog"),
      description: z.string().default("Blog"),
      postsPerPage: z.number().int().positive().default(10),
      /** Give the feeds stylesheets that show them as a page in a browser (Docusaurus's `feedOptions.xslt`). */
      feedStylesheets: z.boolean().default(false),
    })
    .default({ title: "Blog", description: "Blog", postsPerPage: 10, feedStylesheets: false }),
});

/** What a site's `edsite.config.ts` exports. */
export type UserConfig = z.input<typeof configSchema>;
/** The config with every default filled in. */
export type ResolvedConfig = z.output<typeof configSchema>;

/** Gives a config file its type without importing anything at run time. */
export function defineConfig(config: UserConfig): UserConfig {
  return config;
}
