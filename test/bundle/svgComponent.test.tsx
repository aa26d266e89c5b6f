import { describe, expect, it } from "vitest";
import { build } from "esbuild";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { loadCommonJs } from "../../src/bundle/loadCommonJs.js";
import { svgComponentSource } from "../../src/bundle/svgComponent.js";

/** The component's module, compiled as the bundles compile it and loaded. */
type SvgComponent = (props: { className?: string; role?: string }) => never;

async function componentOf(svg: string): Promise<SvgComponent> {
  const result = await build({
    stdin: { contents: await svgComponentSource(svg, "test.svg"), loader: "jsx", resolveDir: process.cwd() },
    bundle: true,
    write: false,
    format: "cjs",
    platform: "node",
    jsx: "automatic",
    external: ["react", "react/*"],
  });
  return loadCommonJs<{ default: SvgComponent }>(result.outputFiles[0]!.text).default;
}

describe("an SVG file as a React component", () => {
  it("draws the file's <svg> with React's attribute names, and the props it is given over them", async () => {
    const Svg = await componentOf(
      `<?xml version="1.0" encoding="UTF-8"?>\n<!-- drawn by hand -->\n<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="10" height="10" viewBox="0 0 10 10" class="art"><g stroke-width="2" fill-rule="evenodd" style="opacity: 0.5; stroke-linecap: round"><path d="M0 0h10"/><use xlink:href="#a"/></g></svg>`,
    );
    const html = renderToStaticMarkup(createElement(Svg, { className: "featureSvg", role: "img" }));
    expect(html).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="10" height="10" viewBox="0 0 10 10" class="featureSvg" role="img"><g stroke-width="2" fill-rule="evenodd" style="opacity:0.5;stroke-linecap:round"><path d="M0 0h10"></path><use xlink:href="#a"></use></g></svg>',
    );
  });

  it("says which file has no <svg> in it", async () => {
    await expect(svgComponentSource("<p>not a drawing</p>", "static/img/broken.svg")).rejects.toThrow(/static\/img\/broken\.svg has no <svg> element/);
  });
});
