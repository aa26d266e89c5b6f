import { expect, inject, test } from "vitest";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";

// React DOM's production build names its errors by this URL: it marks the chunk that holds React DOM.
const REACT_DOM_MARK = "reactjs.org/docs/error-decoder";

test("the Ki site's browser chunk holding React DOM, and no other, asks V8 to compile it eagerly", async () => {
  const assets = path.join(inject("kiDist"), "ki-editor/assets");
  const scripts = (await readdir(assets, { recursive: true })).filter((name) => name.endsWith(".js"));
  const hinted: string[] = [];
  const reactDom: string[] = [];
  for (const name of scripts) {
    const text = await readFile(path.join(assets, name), "utf8");
    if (text.startsWith("//# allFunctionsCalledOnLoad\n")) hinted.push(name);
    if (text.includes(REACT_DOM_MARK)) reactDom.push(name);
  }
  expect(reactDom).toHaveLength(1);
  expect(hinted).toEqual(reactDom);
});
