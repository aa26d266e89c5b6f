import path from "node:path";
import { describe, expect, test } from "vitest";
import { planRuntime, reactFacadeSource, runtimeKey } from "../../src/bundle/clientRuntime.js";
import { importsOf } from "../../src/mdx/codeImports.js";
import { defaultModuleRoots } from "../../src/bundle/moduleRoots.js";
import { siteReact } from "../../src/bundle/siteReact.js";
import { templatesDir } from "../../src/package/edsitePaths.js";
import type { CompiledModule, Route } from "../../src/types.js";

const site = path.resolve("test/fixtures/browser-shared-modules");
const modules = { siteRoot: site, moduleRoots: defaultModuleRoots() };

describe("runtimeKey", () => {
  test("keys a file by what it names, however the import spells it", () => {
    const fromDocs = runtimeKey("@site/components/Counter", path.join(site, "content/docs"), modules);
    expect(runtimeKey("../../components/Counter", path.join(site, "content/docs"), modules)).toBe(fromDocs);
    expect(runtimeKey(path.join(site, "components/Counter"), "/elsewhere", modules)).toBe(fromDocs);
  });

  test("shares React and the theme, and leaves packages, styles and data in the chunk", () => {
    expect(runtimeKey("react/jsx-runtime", site, modules)).toBe("react:react/jsx-runtime");
    expect(runtimeKey("@theme/DocPage", site, modules)).toBe("mod:@theme/DocPage");
    expect(runtimeKey("clsx", site, modules)).toBeUndefined();
    expect(runtimeKey("react-icons", site, modules)).toBeUndefined();
    expect(runtimeKey("./diagram.svg", site, modules)).toBeUndefined();
    expect(runtimeKey("@site/src/table.css", site, modules)).toBeUndefined();
  });
});

test("importsOf reads every import and re-export of compiled code, side-effect imports too", () => {
  const code = [
    `import {jsx as _jsx} from "react/jsx-runtime";`,
    `import Counter from "@site/components/Counter";`,
    `import "./styles.css";`,
    `export {Badge} from "./Badge";`,
    `export const note = "nothing from here";`,
    `const text = "import x from \\"y\\"";`,
    // As writers write them in MDX, which keeps them so.
    `import {KeymapFallback} from '@site/src/components/KeymapFallback';`,
    `import {\n  Tabs,\n  TabItem,\n} from '@site/src/components/Tabs';`,
    `import quote from "./it's.js";`,
  ].join("\n");
  expect(importsOf(code)).toEqual([
    "react/jsx-runtime",
    "@site/components/Counter",
    "./Badge",
    "@site/src/components/KeymapFallback",
    "@site/src/components/Tabs",
    "./it's.js",
    "./styles.css",
  ]);
});

test("planRuntime lists React, the routes' templates, the files pages import (once) and the sidebar views", () => {
  const docs = path.join(site, "content/docs");
  const module = (file: string, code: string) => ({ id: file, file, code }) as CompiledModule;
  const compiled = new Map([
    ["a", module(path.join(docs, "intro.md"), `import Counter from "@site/components/Counter";`)],
    ["b", module(path.join(docs, "deeper/second.md"), `import Counter from "../../../components/Counter";\nimport x from "./missing";`)],
  ]);
  const routes = [{ template: "DocPage" }, { template: "DocPage" }, { pageFile: path.join(site, "content/pages/index.tsx") }] as Route[];
  const entries = planRuntime({ routes, modules: compiled, siteRoot: site, moduleRoots: defaultModuleRoots() });
  expect(entries.map((e) => [e.key.replace(site, "<site>"), e.in.replace(site, "<site>").replace(templatesDir, "<theme>")])).toEqual([
    ["react:react", "edsite-facade:react"],
    ["react:react/jsx-runtime", "edsite-facade:react/jsx-runtime"],
    ["react:react-dom", "edsite-facade:react-dom"],
    ["react:react-dom/client", "edsite-facade:react-dom/client"],
    ["mod:@theme/DocPage", "<theme>/DocPage.tsx"],
    ["file:<site>/components/Counter", "<site>/components/Counter.tsx"],
    // The components every compiled page renders its Markdown with (the code blocks' copy button), shared.
    ["mod:@theme/MDXComponents", "<theme>/MDXComponents.tsx"],
  ]);
  expect(new Set(entries.map((e) => e.out)).size).toBe(entries.length);
});

test("a React facade names every export of the installed React", async () => {
  const react = await import("react");
  const source = reactFacadeSource("react", siteReact("."));
  for (const name of ["useState", "useEffect", "createElement", "Fragment", "Suspense"]) {
    expect(Object.keys(react)).toContain(name);
    expect(source).toMatch(new RegExp(`\\b${name}\\b`));
  }
  expect(() => reactFacadeSource("preact", siteReact("."))).toThrow(/No React facade/);
});
