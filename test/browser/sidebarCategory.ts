// Finding a docs sidebar category in the browser tests, and waiting on it.
import { expect } from "vitest";
import type { Locator, Page } from "playwright-core";

/** The desktop sidebar's category (or run) whose header reads `label`. */
export const category = (page: Page, label: string): Locator =>
  page.locator(".doc-sidebar-container li.sidebar-category").filter({
    has: page.locator(":scope > .sidebar-category-header, :scope > .sidebar-category-button").getByText(label, { exact: true }),
  });

/** The button that opens and closes a category, beside its link or as its header. */
export const toggleOf = (item: Locator): Locator => item.locator(":scope > .sidebar-category-header > [data-sidebar-toggle], :scope > [data-sidebar-toggle]");

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
