/**
 * How long a collapsing or expanding block takes to animate, in ms, for its content height in px: quick for a
 * few items, growing slowly (with the fourth root) for long lists, so big categories do not crawl.
 */
export function collapseDuration(height: number): number {
  const c = height / 36;
  return Math.round((4 + 15 * c ** 0.25 + c / 5) * 10);
}

/** The duration under `prefers-reduced-motion: reduce`: effectively instant, but still firing transitionend. */
export const REDUCED_MOTION_COLLAPSE_MS = 1;
