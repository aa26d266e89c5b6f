import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from "react";
import type { NavbarItem } from "../src/shared/types.js";
import { classNames } from "./classNames.js";
import { navbarItemState } from "./navbarActive.js";
import { NavbarHtml, NavbarLink } from "./NavbarItemView.js";
import { usePageMeta, useSite } from "./SiteContext.js";

type Dropdown = Extract<NavbarItem, { type: "dropdown" }>;

/**
 * A navbar label that opens a list of links. Without JavaScript the list opens on hover and on keyboard focus
 * (CSS); with it the label is also a button that opens and closes the list, and Escape or leaving it closes it.
 */
export function NavbarDropdown(props: { item: Dropdown; /** Marks the label as the section being read, whatever its entries say. */ active?: boolean }) {
  const site = useSite();
  const meta = usePageMeta();
  const [open, setOpen] = useState(false);
  // Once the page runs, the toggle's state decides whether keyboard focus opens the list (see theme.css).
  const [scripted, setScripted] = useState(false);
  useEffect(() => setScripted(true), []);
  const root = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const active = props.active ?? props.item.items.some((entry) => entry.type !== "html" && navbarItemState(entry, meta, site.baseUrl) !== "none");
  useEffect(() => setOpen(false), [meta.permalink]);
  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", closeOutside);
    return () => document.removeEventListener("pointerdown", closeOutside);
  }, [open]);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== "Escape" || !open) return;
    setOpen(false);
    root.current?.querySelector<HTMLButtonElement>(".navbar-dropdown-toggle")?.focus();
  };
  const onBlur = (event: FocusEvent) => {
    if (!root.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
  };
  return (
    <div ref={root} className={classNames("navbar-dropdown", open && "is-open", scripted && "is-scripted", props.item.className)} onKeyDown={onKeyDown} onBlur={onBlur}>
      <button
        type="button"
        className={classNames("navbar-link", "navbar-dropdown-toggle", active && "navbar-link--active")}
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen(!open)}
      >
        {props.item.label}
      </button>
      <ul className="navbar-dropdown-menu" id={menuId}>
        {props.item.items.map((entry, index) => (
          <li key={index}>{entry.type === "html" ? <NavbarHtml item={entry} className="navbar-dropdown-html" /> : <NavbarLink item={entry} className="navbar-dropdown-link" />}</li>
        ))}
      </ul>
    </div>
  );
}
