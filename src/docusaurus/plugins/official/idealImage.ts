import type { OfficialPluginContext } from "./officialPlugin.js";
import type { OptionReader } from "../../config/optionReader.js";

/** The plugin's options that tune the resized copies it makes of each image. */
const RESIZING = ["sizes", "size", "min", "max", "steps", "quality", "name"];

/**
 * `@docusaurus/plugin-ideal-image`: `@theme/IdealImage` (always there, src/docusaurus/runtime/theme) shows the
 * image itself as a lazily loaded `<img>`, with no resized copies or low-quality placeholder, so the options
 * that tune those are reported.
 */
export function mapIdealImage(options: OptionReader, _context: OfficialPluginContext): void {
  // Development builds show the original image anyway, as edsite always does.
  options.accept("id", "disableInDev");
  for (const key of RESIZING) options.unsupported(key, "edsite's IdealImage shows the original image, lazily loaded, without resized copies; remove the option.");
  options.done(["id", "disableInDev", ...RESIZING]);
}
