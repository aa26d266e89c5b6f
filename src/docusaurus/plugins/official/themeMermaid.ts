import type { OfficialPluginContext } from "./officialPlugin.js";
import type { OptionReader } from "../../config/optionReader.js";

/**
 * `@docusaurus/theme-mermaid`: with the config's `markdown.mermaid`, ```mermaid blocks become diagrams drawn in
 * the browser (edsite's `mermaid`), themed by `themeConfig.mermaid` ({ theme: { light, dark }, options }).
 */
export function mapThemeMermaid(options: OptionReader, context: OfficialPluginContext): void {
  options.done([]);
  context.mermaidTheme = true;
  const themed = context.mermaidThemeConfig;
  const theme = themed?.object("theme");
  const light = theme?.take("light");
  const dark = theme?.take("dark");
  theme?.done(["light", "dark"]);
  const given = themed?.take("options");
  if (given !== undefined && (typeof given !== "object" || given === null || Array.isArray(given))) themed!.error("options", `${themed!.name("options")} must be an object of Mermaid's settings`, "Write it as { fontFamily: ... }, or remove it.");
  themed?.done(["theme", "options"]);
  if (!context.markdownMermaid) {
    options.warn("markdown", '@docusaurus/theme-mermaid draws ```mermaid blocks only with `markdown: { mermaid: true }` in the config, as in Docusaurus; without it they stay code blocks. Add it, or remove the theme.', "@docusaurus/theme-mermaid");
    return;
  }
  context.config.mermaid = {
    theme: { light: typeof light === "string" ? light : "default", dark: typeof dark === "string" ? dark : "dark" },
    options: given && typeof given === "object" && !Array.isArray(given) ? (given as Record<string, unknown>) : {},
  };
}
