import { expect, test } from "vitest";
import { isHashedAsset } from "../../src/serve/cachePolicy.js";

test("treats content-hashed names as hashed: entries, shared chunks, route chunks, manifest, stylesheet", () => {
  for (const file of [
    "/dist/ki-editor/assets/main-P3TBJI73.js",
    "/dist/ki-editor/assets/c/G5TEIIU3.js",
    "/dist/ki-editor/assets/r/12-BKQILXWC.js",
    "/dist/ki-editor/assets/routes-7022f657e7.json",
    "/dist/ki-editor/assets/style-55baaa25d5.css",
    "ki-editor/assets/docs-current-64f2df7493.json",
  ]) {
    expect(isHashedAsset(file), file).toBe(true);
  }
});

test("does not treat pages or plainly named public files as hashed", () => {
  for (const file of [
    "/dist/ki-editor/docs/introduction/index.html",
    "/dist/ki-editor/img/favicon.svg",
    "/dist/ki-editor/img/c/logo.svg",
    "/dist/ki-editor/img/screenshots.png",
  ]) {
    expect(isHashedAsset(file), file).toBe(false);
  }
});

test("has browsers check the files whose names stay from build to build: the current build, sidebar pieces", () => {
  for (const file of [
    "/dist/ki-editor/assets/current-build.json",
    "/dist/ki-editor/assets/sidebar-docs@2.1.json",
    "/dist/ki-editor/assets/sidebar-tutorialSidebar@12.json",
    "/dist/ki-editor/assets/sidebar-version-1~2e0~2fdocSidebar@0.json",
  ]) {
    expect(isHashedAsset(file), file).toBe(false);
  }
});
