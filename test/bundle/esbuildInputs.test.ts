import { describe, expect, it } from "vitest";
import { fileBehindModule, isPluginModule } from "../../src/bundle/esbuildInputs.js";

describe("a bundle's inputs as a metafile lists them", () => {
  it("name the file behind a module made from one (raw text, YAML data, an SVG's component)", () => {
    expect(isPluginModule("edsite-raw:docs/example.ts")).toBe(true);
    expect(fileBehindModule("edsite-raw:docs/example.ts", "/site")).toBe("/site/docs/example.ts");
    expect(fileBehindModule("edsite-yaml:data/team.yaml", "/site")).toBe("/site/data/team.yaml");
    expect(fileBehindModule("edsite-svg:static/img/logo.svg", "/site")).toBe("/site/static/img/logo.svg");
    // A file outside the site (a docs folder beside it) is named from the root too.
    expect(fileBehindModule("edsite-raw:../shared/x.ts", "/site")).toBe("/shared/x.ts");
  });

  it("name no file behind the modules made in memory", () => {
    expect(fileBehindModule("edsite-route:3", "/site")).toBeUndefined();
    expect(fileBehindModule("edsite-mdx:docs/intro.md", "/site")).toBeUndefined();
    expect(fileBehindModule("docs/example.ts", "/site")).toBeUndefined();
  });
});
