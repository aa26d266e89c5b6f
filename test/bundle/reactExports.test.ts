// `npm install` records React's export names for the browser bundle's facades (scripts/build-cli.mjs), so a
// build need not run React to read them. They must be the installed React's own.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { expect, it } from "vitest";
import { reactExportsFile } from "../../src/package/edsitePaths.js";
import { reactFacadeSource } from "../../src/bundle/clientRuntime.js";
import { siteReact } from "../../src/bundle/siteReact.js";

const require = createRequire(import.meta.url);

it("records the installed React's version and export names", () => {
  const recorded = JSON.parse(readFileSync(reactExportsFile, "utf8")) as { versions: Record<string, string>; exports: Record<string, string[]> };
  expect(recorded.versions).toEqual({ react: require("react/package.json").version, "react-dom": require("react-dom/package.json").version });
  for (const name of ["react", "react/jsx-runtime", "react-dom", "react-dom/client"]) {
    expect(recorded.exports[name]?.sort()).toEqual(Object.keys(require(name) as object).sort());
  }
});

it("gives each facade React's named exports", () => {
  expect(reactFacadeSource("react-dom/client", siteReact("."))).toMatch(/export const \{ (createRoot, hydrateRoot|hydrateRoot, createRoot) \} = R;/);
  expect(reactFacadeSource("react", siteReact("."))).toMatch(/export const \{ [^}]*\buseState\b[^}]*\} = R;/);
});
