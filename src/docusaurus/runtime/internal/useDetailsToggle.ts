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
  const running = useRef<{ animation?: Animation; opening: boolean } | undefined>(undefined);

  const onSummaryClick = useCallback((event: MouseEvent) => {
    const element = content.current;
    // A click on a link or button inside the summary is that control's.
    if ((event.target as HTMLElement).closest("a, button") || !element || !details.current) return;
    event.preventDefault();
    const current = running.current;
    // Mid-animation, a click reverses it, from the height the content has now.
    const opening = current ? !current.opening : !details.current.open;
    const from = current ? element.getBoundingClientRect().height : undefined;
    current?.animation?.cancel();
    const run: { animation?: Animation; opening: boolean } = { opening };
    running.current = run;
    const track = (animation: Animation, then?: () => void) => {
      run.animation = animation;
      animation.onfinish = () => {
        if (running.current === run) running.current = undefined;
        then?.();
      };
    };
    if (opening) {
      setOpen(true);
      // Once `open` is set the content has a height to grow to: measured before the next paint.
      requestAnimationFrame(() => {
        if (running.current === run) track(animateHeight(element, from ?? 0, element.scrollHeight));
      });
    } else {
      track(animateHeight(element, from ?? element.scrollHeight, 0), () => setOpen(false));
    }
  }, []);

  const onToggle = useCallback(() => {
    const element = details.current;
    if (element && element.open !== open && !running.current) setOpen(element.open);
  }, [open]);

  return { open, details, content, onSummaryClick, onToggle };
}

function animateHeight(element: HTMLElement, from: number, to: number): Animation {
  const reduced = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
  const duration = reduced ? REDUCED_MOTION_COLLAPSE_MS : collapseDuration(Math.max(from, to));
  return element.animate([{ height: `${from}px`, overflow: "hidden" }, { height: `${to}px`, overflow: "hidden" }], { duration, easing: "ease-in-out" });
}
