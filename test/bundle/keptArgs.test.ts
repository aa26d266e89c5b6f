import { describe, expect, it } from "vitest";
import { LOAD_FIELDS, packArgs, RESOLVE_FIELDS, unpackArgs } from "../../src/bundle/keptArgs.js";

/** What a callback's arguments are after a trip through a kept record, as JSON keeps them. */
const kept = (args: object, fields: readonly string[]) => unpackArgs(JSON.parse(JSON.stringify(packArgs(args, fields))), fields);

describe("a kept build's callback arguments", () => {
  it("come back as the callback was given them, without their field names on disk", () => {
    const resolve = { path: "@theme/DocPage", importer: "content/docs/intro.md", namespace: "edsite-mdx", resolveDir: "/site/content/docs", kind: "import-statement", with: {} };
    expect(kept(resolve, RESOLVE_FIELDS)).toEqual(resolve);
    expect(JSON.stringify(packArgs(resolve, RESOLVE_FIELDS))).not.toContain("resolveDir");
    const load = { path: "12", namespace: "edsite-route", suffix: "", with: {} };
    expect(kept(load, LOAD_FIELDS)).toEqual(load);
  });

  it("keep import attributes, plugin data and a field that is not a string", () => {
    const attributed = { path: "./data.json", importer: "/site/src/page.js", namespace: "file", resolveDir: "/site/src", kind: "import-statement", with: { type: "json" }, pluginData: { raw: true } };
    expect(kept(attributed, RESOLVE_FIELDS)).toEqual(attributed);
    const odd = { path: "x", namespace: "edsite-mdx", suffix: 3, with: {} };
    expect(kept(odd, LOAD_FIELDS)).toEqual(odd);
    // A field left undefined is gone, as it was from the record's JSON before.
    expect(kept({ path: "x", namespace: "file", suffix: undefined, with: {} }, LOAD_FIELDS)).toEqual({ path: "x", namespace: "file", with: {} });
  });
});
