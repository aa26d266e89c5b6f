import type { NavbarItem, NavbarLinkItem } from "../src/shared/types.js";
import { NavbarDropdown } from "./NavbarDropdown.js";
import { NavbarLink } from "./NavbarItemView.js";
import { usePageMeta } from "./SiteContext.js";
import { useDocsVersionInView, versionNamed } from "./useDocsVersionInView.js";

type VersionDropdown = Extract<NavbarItem, { type: "docsVersionDropdown" }>;
type Dropdown = Extract<NavbarItem, { type: "dropdown" }>;

/**
 * The docs versions as a dropdown: labelled with the version in view, each entry leading to the page being
 * read in that version when it has it, else to that version's main doc. With one version there is nothing to
 * choose, and it is a plain link to that version's page, as in Docusaurus.
 */
export function useVersionDropdown(item: VersionDropdown): Dropdown | NavbarLinkItem {
  const meta = usePageMeta();
  const inView = versionNamed(item.versions, useDocsVersionInView() ?? item.versions[0]?.name);
  const alternates = meta.docsVersion?.alternates ?? {};
  // An entry is marked as the section being read on its own version's pages only: `/docs` holds `/docs/next` by path.
  const versions = item.versions.map((version): NavbarLinkItem => ({ type: "link", label: version.label, href: alternates[version.name] ?? version.href, external: false, position: item.position, holdsPage: meta.docsVersion?.name === version.name, className: version.name === inView?.name ? "navbar-version--shown" : undefined }));
  if (versions.length === 1 && item.itemsBefore.length === 0 && item.itemsAfter.length === 0) return { ...versions[0]!, className: item.className };
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
  const shown = useVersionDropdown(props.item);
  if (shown.type !== "dropdown") return <NavbarLink item={shown} className="navbar-link" />;
  return <NavbarDropdown item={shown} active={!props.item.activeClassDisabled && meta.docsVersion !== undefined ? true : undefined} />;
}
