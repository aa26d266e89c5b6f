import { useEffect, useLayoutEffect, useRef, type RefObject } from "react";
import { collapseDuration, REDUCED_MOTION_COLLAPSE_MS } from "./collapseDuration.js";

/**
 * A layout effect in the browser; on the server, where effects never run, the plain hook, since React in
 * development mode warns about every useLayoutEffect it renders there.
 */
const useBrowserLayoutEffect = typeof document === "undefined" ? useEffect : useLayoutEffect;

/**
 * Animates the height of `list` whenever `collapsed` changes after the first render. The collapsed state
 * itself is a class (`is-collapsed` hides the list), so the markup is right before and without any script;
 * during the animation inline styles keep the list visible and move its height between 0 and its content's.
 * A list first mounted by the same render that opens it works too: React attaches the ref before layout
 * effects run, and the list's height is forced to 0 and committed before it grows. `onSettled`, when given,
 * hears when an animation ended (or was cut short by the next one).
 */
export function useCollapseAnimation(list: RefObject<HTMLElement | null>, collapsed: boolean, onSettled?: () => void): void {
  const first = useRef(true);
  const settled = useRef(onSettled);
  settled.current = onSettled;
  useBrowserLayoutEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const element = list.current;
    if (!element) return;
    return animateHeight(element, collapsed, () => settled.current?.());
  }, [collapsed, list]);
}

function animateHeight(element: HTMLElement, collapsing: boolean, onSettled: () => void): () => void {
  const style = element.style;
  // Shown for the duration of the animation even when the class already hides it.
  style.display = "block";
  style.overflow = "hidden";
  const height = element.scrollHeight;
  const reduced = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
  const duration = reduced ? REDUCED_MOTION_COLLAPSE_MS : collapseDuration(height);
  style.transitionProperty = "height";
  style.transitionTimingFunction = "ease-in-out";
  // Important, so the theme's blanket reduced-motion rule does not replace the 1 ms.
  style.setProperty("transition-duration", `${duration}ms`, "important");
  style.height = `${collapsing ? height : 0}px`;
  void element.offsetHeight; // commit the start height, or the browser would skip the transition
  style.height = `${collapsing ? 0 : height}px`;

  let done = false;
  const finish = () => {
    if (done) return;
    done = true;
    element.removeEventListener("transitionend", onEnd);
    clearTimeout(fallback);
    style.removeProperty("display");
    style.removeProperty("overflow");
    style.removeProperty("height");
    // The duration stays: harmless without a height change, and it tells what the last animation took.
    onSettled();
  };
  const onEnd = (event: TransitionEvent) => {
    if (event.target === element) finish();
  };
  element.addEventListener("transitionend", onEnd);
  // transitionend never fires when nothing moved (an empty list) or the element left the page.
  const fallback = setTimeout(finish, duration + 100);
  return finish;
}
