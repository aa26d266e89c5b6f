import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * Docusaurus's `useIsBrowser()`: false on the server and while the page hydrates, so both render the same,
 * and true right after; a component that mounts later (after a client-side navigation) sees true at once.
 */
export default function useIsBrowser(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
