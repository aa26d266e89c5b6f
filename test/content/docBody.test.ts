import { describe, expect, it } from "vitest";
import { letBodyGo, withBody, withBodyOf } from "../../src/content/docBody.js";
import type { DocSource } from "../../src/types.js";

const docOf = (body: string) => withBody({ file: "/site/docs/a.md", id: "a" }, body) as unknown as DocSource;

describe("a doc's body behind the shared accessor", () => {
  it("is read through `read` once let go, by the doc, a copy by descriptors and a source made from it", () => {
    const doc = docOf("# A\n\nThe text.");
    const copy = Object.defineProperties({}, Object.getOwnPropertyDescriptors(doc)) as DocSource;
    const source = withBodyOf({ id: doc.file, file: doc.file }, doc);
    expect([doc.body, copy.body, source.body]).toEqual(["# A\n\nThe text.", "# A\n\nThe text.", "# A\n\nThe text."]);

    let reads = 0;
    letBodyGo(doc, () => `read ${++reads}`);
    expect(source.body).toBe("read 1");
    expect(copy.body).toBe("read 2");
    expect({ ...doc }.body).toBe("read 3");
    expect(Object.keys(doc)).toEqual(["file", "id", "body"]);
  });

  it("keeps a body set after it was let go, and reads nothing more", () => {
    const doc = docOf("old");
    letBodyGo(doc, () => {
      throw new Error("read");
    });
    doc.body = "new";
    expect(doc.body).toBe("new");
    expect(withBodyOf({}, doc).body).toBe("new");
  });

  it("serves a doc made without withBody, whose body becomes a getter of its own", () => {
    const plain = { file: "/site/docs/b.md", id: "b", body: "plain" } as unknown as DocSource;
    const source = withBodyOf({}, plain);
    expect(source.body).toBe("plain");
    letBodyGo(plain, () => "from the file");
    expect([plain.body, source.body]).toEqual(["from the file", "from the file"]);
  });
});
