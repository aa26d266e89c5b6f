import { describe, expect, it } from "vitest";
import { formatBlogDate } from "../../../src/content/blog/formatDate.js";

describe("formatBlogDate", () => {
  it("spells the date out in UTC", () => {
    expect(formatBlogDate("2024-09-20")).toBe("September 20, 2024");
    expect(formatBlogDate("2025-01-01")).toBe("January 1, 2025");
  });
});
