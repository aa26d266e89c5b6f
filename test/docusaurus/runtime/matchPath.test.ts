// react-router 5's matchPath as @docusaurus/router gives it to site code.
import { describe, expect, it } from "vitest";
import { matchPath } from "../../../src/docusaurus/runtime/internal/matchPath.js";

describe("matchPath", () => {
  it("matches a prefix unless exact, and names the parameters", () => {
    expect(matchPath("/docs/guides/first", { path: "/docs/:section" })).toEqual({ path: "/docs/:section", url: "/docs/guides", isExact: false, params: { section: "guides" } });
    expect(matchPath("/docs/guides/first", { path: "/docs/:section", exact: true })).toBeNull();
    expect(matchPath("/docs/guides/first", "/docs/:section/:page")).toMatchObject({ isExact: true, params: { section: "guides", page: "first" } });
  });

  it("matches whole segments only, ignores a trailing slash unless strict, and case unless sensitive", () => {
    expect(matchPath("/docsearch", { path: "/docs" })).toBeNull();
    expect(matchPath("/docs/", { path: "/docs", exact: true })).toMatchObject({ isExact: true, url: "/docs/" });
    expect(matchPath("/docs/", { path: "/docs", exact: true, strict: true })).toBeNull();
    expect(matchPath("/Docs", { path: "/docs" })).not.toBeNull();
    expect(matchPath("/Docs", { path: "/docs", sensitive: true })).toBeNull();
  });

  it("takes optional parameters, a wildcard and a list of patterns", () => {
    expect(matchPath("/blog", { path: "/blog/:page?", exact: true })?.params).toEqual({ page: "" });
    expect(matchPath("/files/a/b.txt", { path: "/files/*" })?.params).toEqual({ "0": "a/b.txt" });
    expect(matchPath("/b/x", { path: ["/a/:id", "/b/:id"] })).toMatchObject({ path: "/b/:id", params: { id: "x" } });
  });

  it("matches everything without a path, and the root as a prefix of all", () => {
    expect(matchPath("/anything", {})).toMatchObject({ url: "/", isExact: false });
    expect(matchPath("/anything", { path: "/" })).toMatchObject({ url: "/", isExact: false });
    expect(matchPath("/", { path: "/", exact: true })).toMatchObject({ isExact: true });
  });
});
