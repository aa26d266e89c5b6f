import { describe, expect, it } from "vitest";
import { isoDay, parsePostDate } from "../../../src/content/blog/postDate.js";

describe("parsePostDate", () => {
  it("reads days and date-times in UTC", () => {
    expect(isoDay(parsePostDate("2024-09-20")!)).toBe("2024-09-20");
    expect(parsePostDate("2024-09-20T23:30:00")).toBe(Date.UTC(2024, 8, 20, 23, 30));
    expect(isoDay(parsePostDate("2024-09-20T23:30:00-05:00")!)).toBe("2024-09-21");
    expect(parsePostDate(new Date(Date.UTC(2024, 0, 2)))).toBe(Date.UTC(2024, 0, 2));
  });

  it("rejects days that do not exist and non-dates", () => {
    expect(parsePostDate("2024-02-30")).toBeUndefined();
    expect(parsePostDate("yesterday")).toBeUndefined();
    expect(parsePostDate(20240920)).toBeUndefined();
  });
});
