import { describe, expect, it } from "vitest";
import { findDuplicateRoutes } from "../../src/routes/planRoutes.js";
import { outFileFor } from "../../src/routes/outFileFor.js";
import type { Route } from "../../src/types.js";

const route = (path: string, source: string) => ({ path, sources: [source], kind: "doc" }) as unknown as Route;

describe("findDuplicateRoutes", () => {
  it("names both sources of a URL claimed twice, trailing slash or not", () => {
    const findings = findDuplicateRoutes([route("/b/docs/x", "a.md"), route("/b/docs/y", "y.md"), route("/b/docs/x/", "b.md")]);
    expect(findings).toHaveLength(1);
    expect(findings[0]!.message).toContain("a.md and b.md");
  });
});

describe("outFileFor", () => {
  it("puts every route in its folder's index.html under the base", () => {
    expect(outFileFor("/b/", "/b/")).toBe("index.html");
    expect(outFileFor("/b/docs/x", "/b/")).toBe("docs/x/index.html");
    expect(outFileFor("/b/docs/x/", "/b/")).toBe("docs/x/index.html");
    expect(() => outFileFor("/elsewhere", "/b/")).toThrow("outside the base path");
  });
});
