import * as z from "zod";

// The navbar's and the footer's part of `edsite.config.ts` (see schema.ts).

const position = z.enum(["left", "right"]).default("left").describe("Which side of the navbar the item sits on.");
/** Extra class names for the item, for a site's own CSS (an icon drawn in CSS, say). */
const className = z.string().optional();

/** Navbar item types edsite knows; anything else is rejected with this list. */
export const NAVBAR_ITEM_TYPES = ["docSidebar", "doc", "docsVersion", "docsVersionDropdown", "link", "html", "dropdown", "search", "localeDropdown"] as const;

const needsToOrHref = { message: "a link needs exactly one of `to` (a site path) or `href` (a URL, or a link used as written)" };

/**
 * Where a link leads, as written: an absolute URL, or a link on the site's host (`/`, `../other/`, `#top`),
 * to which the base path is not added.
 */
const href = z.union([z.url(), z.string().regex(/^(?![a-z][a-z\d+.-]*:)\S+$/i, "must be an absolute URL, or a link without a scheme and spaces, such as /path/")]);

const linkItem = z
  .strictObject({
    type: z.literal("link"),
    label: z.string(),
    /** A site path such as `/docs/tutorial` (the base path is added). */
    to: z.string().startsWith("/").optional(),
    /** An absolute URL to another site, or a link on this host used as written (see `href`). */
    href: href.optional(),
    position,
    className,
    /** The link's accessible name, for an item with no text (an icon). */
    ariaLabel: z.string().optional(),
  })
  .refine((item) => (item.to === undefined) !== (item.href === undefined), needsToOrHref);

const docSidebarItem = z.strictObject({
  type: z.literal("docSidebar"),
  /** Which generated sidebar's first doc the item opens. */
  sidebarId: z.string(),
  label: z.string(),
  position,
  className,
});

const docItem = z.strictObject({
  type: z.literal("doc"),
  /** Doc id, e.g. `introduction` or `normal-mode/core-movements`. */
  docId: z.string(),
  label: z.string(),
  position,
  className,
});

/** The docs version being read, linking to its main doc; the label defaults to the version's. */
const docsVersionItem = z.strictObject({ type: z.literal("docsVersion"), label: z.string().optional(), to: z.string().startsWith("/").optional(), position, className });

/** HTML written by the site's authors, shown as it is. */
const htmlItem = z.strictObject({ type: z.literal("html"), value: z.string(), position, className });

/** What a dropdown lists: links, docs, sidebars and HTML (no dropdown in a dropdown). */
const dropdownEntry = z.discriminatedUnion("type", [linkItem, docSidebarItem, docItem, docsVersionItem, htmlItem]);

/** A menu of the docs versions, each leading to the page being read in that version (or to its main doc). */
const docsVersionDropdownItem = z.strictObject({
  type: z.literal("docsVersionDropdown"),
  position,
  className,
  /** Entries listed above and below the versions. */
  dropdownItemsBefore: z.array(dropdownEntry).default([]),
  dropdownItemsAfter: z.array(dropdownEntry).default([]),
  /** Which versions it lists, in its order, or (an object) those versions with labels of the menu's own. */
  versions: z.union([z.array(z.string()).min(1), z.record(z.string(), z.strictObject({ label: z.string().optional() }))]).optional(),
  /** Do not mark the menu as the section being read on docs pages. */
  dropdownActiveClassDisabled: z.boolean().default(false),
});

export const navbarItem = z.discriminatedUnion("type", [
  docSidebarItem,
  docItem,
  docsVersionItem,
  docsVersionDropdownItem,
  linkItem,
  htmlItem,
  z.strictObject({ type: z.literal("dropdown"), label: z.string(), items: z.array(dropdownEntry).min(1), position, className }),
  z.strictObject({ type: z.literal("search"), position: position.default("right"), className }),
  /** The site's locales, each linking to the page being read in it; the config's own links before and after them. */
  z.strictObject({
    type: z.literal("localeDropdown"),
    position,
    className,
    dropdownItemsBefore: z.array(dropdownEntry).default([]),
    dropdownItemsAfter: z.array(dropdownEntry).default([]),
    /** Added to each locale's link (`persistLocale=true`), for a site's code that reads it. */
    queryString: z.string().optional(),
  }),
]);

/** A logo of the navbar or the footer; `srcDark`, when given, is shown instead in dark mode. */
const logoImage = z.strictObject({
  src: z.string(),
  alt: z.string(),
  srcDark: z.string().optional(),
  /** Where the logo links: a site path or a URL (the navbar's by default the home page). */
  href: z.string().optional(),
  target: z.string().optional(),
  /** The image's size: the navbar's is 32 by 32 by default, the footer's 48 high. */
  width: z.union([z.number(), z.string()]).optional(),
  height: z.union([z.number(), z.string()]).optional(),
  className: z.string().optional(),
  /** CSS properties of the image, as React takes them: `{ borderRadius: "50%" }`. */
  style: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});

export const navbarSchema = z.strictObject({
  title: z.string().optional(),
  /** The logo beside the title; it and the title link together. */
  logo: logoImage.optional(),
  /** Hide the navbar while scrolling down; show it again when scrolling up. */
  hideOnScroll: z.boolean().default(false),
  /** The bar in the primary colour, or dark in both colour modes; by default it follows the colour mode. */
  style: z.enum(["primary", "dark"]).optional(),
  items: z.array(navbarItem).default([]),
});

const footerLink = z.union([
  z
    .strictObject({ label: z.string(), to: z.string().startsWith("/").optional(), href: href.optional(), className })
    .refine((item) => (item.to === undefined) !== (item.href === undefined), {
      message: "a footer link needs exactly one of `to` (a site path) or `href` (a URL, or a link used as written)",
    }),
  /** HTML written by the site's authors, in place of a link (a badge, say). */
  z.strictObject({ html: z.string() }),
]);

export const footerSchema = z
  .strictObject({
    style: z.enum(["dark", "light"]).default("dark"),
    /** Columns of links under titles, or one row of links. */
    links: z.union([z.array(z.strictObject({ title: z.string(), items: z.array(footerLink) })), z.array(footerLink)]).default([]),
    logo: logoImage.optional(),
    copyright: z.string().default(""),
  })
  .default({ style: "dark", links: [], copyright: "" });
