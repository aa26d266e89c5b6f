import type { ReactNode } from "react";
import useIsBrowser from "./useIsBrowser.js";

/**
 * Docusaurus's `<BrowserOnly>`: the server and the hydrating page render `fallback`; then `children()` runs,
 * in the browser only, so it may touch `window` and load browser-only packages.
 */
export default function BrowserOnly(props: { children?: () => ReactNode; fallback?: ReactNode }) {
  const isBrowser = useIsBrowser();
  if (!isBrowser || props.children == null) return <>{props.fallback ?? null}</>;
  if (typeof props.children !== "function") {
    throw new Error("<BrowserOnly>'s child must be a function that returns what to render, as in <BrowserOnly>{() => <Widget />}</BrowserOnly>.");
  }
  return <>{props.children()}</>;
}
