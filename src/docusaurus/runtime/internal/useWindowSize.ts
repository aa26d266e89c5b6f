import { useSyncExternalStore } from "react";

/** Where Docusaurus's theme switches between its mobile and desktop layouts. */
const DESKTOP_BREAKPOINT = 996;

export type WindowSize = "desktop" | "mobile" | "ssr";

function subscribe(onChange: () => void): () => void {
  window.addEventListener("resize", onChange);
  return () => window.removeEventListener("resize", onChange);
}

/**
 * Docusaurus's `useWindowSize()`: "ssr" on the server and while the page hydrates (so both render alike),
 * then "desktop" or "mobile" by the window's width, following every resize.
 */
export function useWindowSize({ desktopBreakpoint = DESKTOP_BREAKPOINT }: { desktopBreakpoint?: number } = {}): WindowSize {
  return useSyncExternalStore(
    subscribe,
    () => (window.innerWidth > desktopBreakpoint ? "desktop" : "mobile"),
    () => "ssr",
  );
}
