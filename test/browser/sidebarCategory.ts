// Waiting on a docs sidebar category in the browser tests.
import { expect } from "vitest";
import type { Locator } from "playwright-core";

/**
 * Waits until the category is open, its items in and its opening animation over. A link clicked while the
 * list still grows is clipped by the list's overflow: Playwright scrolls it into view inside the list, the
 * growing list then moves it from under the pointer, and the click lands on the list (3 of 25 runs beside two
 * busy cores, and CI twice), so nothing navigates. A visitor clicks what they see, which does not move.
 */
export async function openedAndSettled(item: Locator): Promise<void> {
  await expect
    .poll(() =>
      item.evaluate((li) => {
        const list = li.querySelector<HTMLElement>(":scope > .sidebar-items");
        return !li.classList.contains("is-collapsed") && list !== null && !list.hasAttribute("aria-busy") && list.style.height === "";
      }),
    )
    .toBe(true);
}
