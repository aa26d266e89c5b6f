// Opening and closing a <details> with the height animation edsite's collapsibles have. Without script the
// element opens and closes natively; with it, a click on the summary animates the content's height first
// (closing: the content shrinks, then `open` goes), the same duration rule as the sidebar's categories.
import { useCallback, useRef, useState, type MouseEvent, type RefObject } from "react";
import { collapseDuration, REDUCED_MOTION_COLLAPSE_MS } from "@theme/collapseDuration";

export interface DetailsToggle {
  open: boolean;
  details: RefObject<HTMLDetailsElement>;
  content: RefObject<HTMLDivElement>;
  /** The summary's click handler: toggles with the animation. */
  onSummaryClick: (event: MouseEvent) => void;
  /** The element's own toggle event (find-in-page, a script), kept in the state. */
  onToggle: () => void;
}

/** The open state of a details element, starting as `initiallyOpen` on the server and in the browser. */
export function useDetailsToggle(initiallyOpen: boolean): DetailsToggle {
  const [open, setOpen] = useState(initiallyOpen);
  const details = useRef<HTMLDetailsElement>(null);
  const content = useRef<HTMLDivElement>(null);
  const running = useRef<Animation | undefined>(undefined);

  const onSummaryClick = useCallback((event: MouseEvent) => {
    const element = content.current;
    // A click on a link or button inside the summary is that control's.
    if ((event.target as HTMLElement).closest("a, button") || !element) return;
    event.preventDefault();
    const opening = !details.current?.open;
    running.current?.cancel();
    if (opening) {
      setOpen(true);
      // The content renders on the next frame once `open` is set; measure and grow it then.
      requestAnimationFrame(() => {
        running.current = animateHeight(element, 0, element.scrollHeight);
      });
    } else {
      const animation = animateHeight(element, element.scrollHeight, 0);
      running.current = animation;
      animation.onfinish = () => setOpen(false);
    }
  }, []);

  const onToggle = useCallback(() => {
    const element = details.current;
    if (element && element.open !== open && !running.current?.playState.startsWith("run")) setOpen(element.open);
  }, [open]);

  return { open, details, content, onSummaryClick, onToggle };
}

function animateHeight(element: HTMLElement, from: number, to: number): Animation {
  const reduced = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
  const duration = reduced ? REDUCED_MOTION_COLLAPSE_MS : collapseDuration(Math.max(from, to));
  return element.animate([{ height: `${from}px`, overflow: "hidden" }, { height: `${to}px`, overflow: "hidden" }], { duration, easing: "ease-in-out" });
}
