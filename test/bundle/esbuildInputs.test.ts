import { describe, expect, it } from "vitest";
import { fileBehindModule, isPluginModule } from "../../src/bundle/esbuildInputs.js";

describe("a bundle's inputs as a metafile lists them", () => {
  it("name the file behind a module made from one (raw text, YAML data, an SVG's component)", () => {
    expect(isPluginModule("edsite-raw:/site/docs/example.ts")).toBe(true);
    expect(fileBehindModule("edsite-raw:/site/docs/example.ts")).toBe("/site/docs/example.ts");
    expect(fileBehindModule("edsite-yaml:/site/data/team.yaml")).toBe("/site/data/team.yaml");
    expect(fileBehindModule("edsite-svg:/site/static/img/logo.svg")).toBe("/site/static/img/logo.svg");
  });

  it("name no file behind the modules made in memory", () => {
    expect(fileBehindModule("edsite-route:3")).toBeUndefined();
    expect(fileBehindModule("edsite-mdx:/site/docs/intro.md")).toBeUndefined();
    expect(fileBehindModule("docs/example.ts")).toBeUndefined();
  });
});
