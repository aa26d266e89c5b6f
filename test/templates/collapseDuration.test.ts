import { describe, expect, test } from "vitest";
import { collapseDuration } from "../../templates/collapseDuration.js";

// With c = h / 36, the duration is round((4 + 15·c^0.25 + c/5) · 10) ms; heights picked so c^0.25 is whole.
describe("collapseDuration", () => {
  test.each([
    [0, 40], // c = 0: just the constant
    [36, 192], // c = 1: (4 + 15 + 0.2) · 10
    [576, 372], // c = 16: (4 + 30 + 3.2) · 10
    [2916, 652], // c = 81: (4 + 45 + 16.2) · 10
  ])("takes %i px in %i ms", (height, ms) => {
    expect(collapseDuration(height)).toBe(ms);
  });

  test("rounds to whole milliseconds and grows with the height, ever more slowly", () => {
    expect(collapseDuration(100)).toBe(Math.round((4 + 15 * (100 / 36) ** 0.25 + 100 / 36 / 5) * 10));
    const steps = [100, 200, 300, 400].map(collapseDuration);
    expect(steps[1]! - steps[0]!).toBeGreaterThan(steps[3]! - steps[2]!);
  });
});
