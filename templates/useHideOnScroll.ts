import { useEffect, useState, type RefObject } from "react";

/**
 * Whether the navbar should be hidden: while the visitor scrolls down it makes room for the content; any
 * scroll up, or being within the navbar's height of the top, brings it back. Always false when `enabled` is off.
 */
export function useHideOnScroll(enabled: boolean, navbar: RefObject<HTMLElement | null>): boolean {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    if (!enabled) return;
    let lastY = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      const nearTop = y <= (navbar.current?.offsetHeight ?? 60);
      if (nearTop || y < lastY) setHidden(false);
      else if (y > lastY) setHidden(true);
      lastY = y;
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      window.removeEventListener("scroll", onScroll);
      setHidden(false);
    };
  }, [enabled, navbar]);
  return hidden;
}
