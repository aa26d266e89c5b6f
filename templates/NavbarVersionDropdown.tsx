import type { NavbarItem, NavbarLinkItem } from "../src/shared/types.js";
import { NavbarDropdown } from "./NavbarDropdown.js";
import { usePageMeta } from "./SiteContext.js";
import { useDocsVersionInView, versionNamed } from "./useDocsVersionInView.js";

type VersionDropdown = Extract<NavbarItem, { type: "docsVersionDropdown" }>;
type Dropdown = Extract<NavbarItem, { type: "dropdown" }>;

/**
 * The docs versions as a dropdown: labelled with the version in view, each entry leading to the page being
 * read in that version when it has it, else to that version's main doc.
 */
export function useVersionDropdown(item: VersionDropdown): Dropdown {
  const meta = usePageMeta();
  const inView = versionNamed(item.versions, useDocsVersionInView());
  const alternates = meta.docsVersion?.alternates ?? {};
  const versions = item.versions.map((version): NavbarLinkItem => ({ type: "link", label: version.label, href: alternates[version.name] ?? version.href, external: false, position: item.position, className: version.name === inView?.name ? "navbar-version--shown" : undefined }));
  return {
    type: "dropdown",
    label: inView?.label ?? "",
    position: item.position,
    ...(item.className ? { className: item.className } : {}),
    items: [...item.itemsBefore, ...versions, ...item.itemsAfter],
  };
}

/** The docs version dropdown of the desktop navbar. */
export function NavbarVersionDropdown(props: { item: VersionDropdown }) {
  const meta = usePageMeta();
  return <NavbarDropdown item={useVersionDropdown(props.item)} active={!props.item.activeClassDisabled && meta.docsVersion !== undefined ? true : undefined} />;
}
