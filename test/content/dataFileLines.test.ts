// A JSON data file the writer controls is reported at the line and column of its mistake, with a code frame,
// whether the file is not JSON at all or one of its fields holds the wrong kind of value.
import { describe, expect, it } from "vitest";
import { breakableScenario } from "../failedRebuild.js";

const site = breakableScenario("site-basic");

describe("JSON data files", () => {
  it("a category file that is not JSON: the line and column, and what is wrong there", async () => {
    await site.write("content/docs/guide/_category_.json", '{\n  "label": Guide,\n  "position": 2\n}\n');
    const result = await site.build();
    expect(result.code).toBe(1);
    expect(result.stderr).toContain("Invalid JSON in category file: `Guide` is not JSON: strings need double quotes");
    expect(result.stderr).toContain("at content/docs/guide/_category_.json:2:12");
    expect(result.stderr).toContain('> 2 |   "label": Guide,');
    expect(result.stderr).toMatch(/→ Fix the JSON at that position/);
    expect(result.distUntouched).toBe(true);
  }, 60_000);

  it("a category field of the wrong kind: the field's line", async () => {
    await site.write("content/docs/guide/_category_.json", '{\n  "label": "Guide",\n  "link": { "type": "generated-index", "title": 3 }\n}\n');
    const result = await site.build();
    expect(result.code).toBe(1);
    expect(result.stderr).toContain("`link.title` must be a string.");
    expect(result.stderr).toContain("at content/docs/guide/_category_.json:3:40");
    expect(result.stderr).toMatch(/→ Give `link.title` as text\./);
    expect(result.distUntouched).toBe(true);
  }, 60_000);

  it("a UI strings file with a trailing comma: the comma's line", async () => {
    await site.write("content/i18n/en/extra.json", '{\n  "theme.docs.editThisPage": "Edit",\n}\n');
    const result = await site.build();
    expect(result.code).toBe(1);
    expect(result.stderr).toContain("Invalid JSON in UI strings: a trailing comma before `}`");
    expect(result.stderr).toContain("at content/i18n/en/extra.json:3:1");
    expect(result.distUntouched).toBe(true);
  }, 60_000);
});
