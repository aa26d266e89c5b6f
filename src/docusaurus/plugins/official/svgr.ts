import type { OfficialPluginContext } from "./officialPlugin.js";
import type { OptionReader } from "../../config/optionReader.js";

/**
 * `@docusaurus/plugin-svgr` (or the classic preset's `svgr`): edsite already makes every imported `.svg` a
 * component (src/bundle/svgComponent.ts): the file's `<svg>` as written, with the component's props spread
 * over it. SVGR's own settings have no counterpart there, so each one the site sets is reported.
 */
export function mapSvgr(options: OptionReader, _context: OfficialPluginContext): void {
  options.accept("id");
  const svgr = options.object("svgrConfig");
  for (const key of svgr?.keys() ?? []) {
    // No optimiser runs: `svgo: false` asks for what edsite does anyway.
    if (key === "svgo" && svgr!.take("svgo") === false) continue;
    svgr!.unsupported(key, "edsite's SVG components keep the file's <svg> as it is written (no SVGO, no SVGR transforms), with the component's props spread over it; remove the option.");
  }
  options.done(["id", "svgrConfig"]);
}
