import { useEffect, useState } from "react";

/** The width above which the mobile menu does not exist (theme.css uses the same breakpoint). */
const WIDE_SCREEN = "(min-width: 997px)";

export interface MobileMenu {
  open: boolean;
  /** Whether the secondary panel (the docs sidebar) is the one showing. */
  showSecondary: boolean;
  openMenu(): void;
  close(): void;
  backToPrimary(): void;
}

/**
 * The state of the off-canvas menu of narrow screens. It belongs to the page it was opened on, so any
 * navigation closes it; so do Escape and widening the window past the breakpoint. While it is open,
 * `html.navbar-sidebar-open` locks the page's scrolling (theme.css). With a docs sidebar it opens on that
 * secondary menu; "back" shows the primary one.
 */
export function useMobileMenu(page: string, hasSecondary: boolean): MobileMenu {
  const [state, setState] = useState<{ page: string; primary: boolean } | null>(null);
  const open = state?.page === page;

  useEffect(() => {
    if (!open) return;
    const root = document.documentElement;
    root.classList.add("navbar-sidebar-open");
    const wide = window.matchMedia(WIDE_SCREEN);
    const onWiden = () => {
      if (wide.matches) setState(null);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") setState(null);
    };
    wide.addEventListener("change", onWiden);
    document.addEventListener("keydown", onKey);
    return () => {
      root.classList.remove("navbar-sidebar-open");
      wide.removeEventListener("change", onWiden);
      document.removeEventListener("keydown", onKey);
    };
  }, [open]);

  return {
    open,
    showSecondary: hasSecondary && !(open && state?.primary === true),
    openMenu: () => setState({ page, primary: false }),
    close: () => setState(null),
    backToPrimary: () => setState({ page, primary: true }),
  };
}
