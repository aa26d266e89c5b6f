import type { OfficialPluginContext } from "./officialPlugin.js";
import type { OptionReader } from "../../config/optionReader.js";

/** `@docusaurus/plugin-google-tag-manager` (or the classic preset's `googleTagManager`) as edsite's `analytics.googleTagManager`. */
export function mapGoogleTagManager(options: OptionReader, { config }: OfficialPluginContext): void {
  const containerId = options.take("containerId");
  if (typeof containerId !== "string" || containerId === "") {
    options.error("containerId", `${options.name("containerId")} must be the container's id, not ${JSON.stringify(containerId)}`, 'Give the id Tag Manager shows: containerId: "GTM-XXXXXXX".');
  } else config.analytics = { ...config.analytics, googleTagManager: { containerId } };
  options.accept("id");
  options.done(["id", "containerId"]);
}
