// Docusaurus's useScrollPositionBlocker: a site's Tabs holds the clicked tab where it is on screen while the
// group's other Tabs above it change height. edsite's Tabs does the same with useKeptInView, which this wraps.
import { useKeptInView } from "./useKeptInView.js";

/** `blockElementScrollPositionUntilNextRender(element)`: after the next render, the page scrolls so the element is where it was. */
export function useScrollPositionBlocker(): { blockElementScrollPositionUntilNextRender: (element: HTMLElement) => void } {
  return { blockElementScrollPositionUntilNextRender: useKeptInView() };
}
