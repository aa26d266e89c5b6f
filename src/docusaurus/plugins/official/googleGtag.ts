import type { OfficialPluginContext } from "./officialPlugin.js";
import type { OptionReader } from "../../config/optionReader.js";

/** `@docusaurus/plugin-google-gtag` (or the classic preset's `gtag`) as edsite's `analytics.gtag`. */
export function mapGoogleGtag(options: OptionReader, { config }: OfficialPluginContext): void {
  const id = options.take("trackingID");
  const ids = typeof id === "string" ? [id] : id;
  const anonymizeIp = options.take("anonymizeIP");
  if (!Array.isArray(ids) || ids.length === 0 || !ids.every((one) => typeof one === "string" && one !== "")) {
    options.error("trackingID", `${options.name("trackingID")} must be a Google tag id or a list of them, not ${JSON.stringify(id)}`, 'Give the id Google shows for the property: trackingID: "G-XXXXXXXXXX".');
  } else if (anonymizeIp !== undefined && typeof anonymizeIp !== "boolean") {
    options.error("anonymizeIP", `${options.name("anonymizeIP")} must be true or false`, "Give true to hide visitors' IP addresses from Google, or remove it.");
  } else config.analytics = { ...config.analytics, gtag: { trackingIds: ids as string[], anonymizeIp: anonymizeIp === true } };
  options.accept("id");
  options.done(["id", "trackingID", "anonymizeIP"]);
}
