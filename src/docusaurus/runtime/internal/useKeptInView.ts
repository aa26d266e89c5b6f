// Choosing a tab of a group switches the group's other Tabs too, and those above the clicked one may change
// height: the page would jump under the reader's pointer. The clicked element is held where it was on screen
// by scrolling the page by as much as it moved, right after the change and before it is painted.
import { useEffect, useLayoutEffect, useReducer, useRef } from "react";

/** Effects run on the server only to be warned about; there is nothing to scroll there anyway. */
const useBrowserLayoutEffect = typeof document === "undefined" ? useEffect : useLayoutEffect;

/** Returns `keep(element)`: after the next render, the page scrolls so the element is where it was. */
export function useKeptInView(): (element: HTMLElement) => void {
  const held = useRef<{ element: HTMLElement; top: number } | undefined>(undefined);
  // Renders the holder with the others: a click on the tab already chosen changes only the group's other Tabs.
  const [, rendered] = useReducer((count: number) => count + 1, 0);
  useBrowserLayoutEffect(() => {
    const hold = held.current;
    if (!hold) return;
    held.current = undefined;
    const moved = hold.element.getBoundingClientRect().top - hold.top;
    // At once: the theme scrolls smoothly by default, which would show the jump this is there to hide.
    if (moved !== 0) window.scrollBy({ top: moved, behavior: "instant" });
  });
  return (element) => {
    held.current = { element, top: element.getBoundingClientRect().top };
    rendered();
  };
}
