import type { ResolvedConfig } from "../types.js";

type CodeTheme = NonNullable<ResolvedConfig["codeThemes"]["light"]>;

/** `backgroundColor` → `background-color`; numbers stay as they are (`opacity: 0.7`). */
function declarations(style: Record<string, string | number>): string {
  return Object.entries(style)
    .map(([property, value]) => `${property.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}: ${String(value).replace(/[;{}<>]/g, "")}`)
    .join("; ");
}

/** One theme's rules, for pages in the colour mode `scope` selects. */
function themeRules(theme: CodeTheme, scope: string): string[] {
  const rules = [`${scope} pre.prism-code { ${declarations(theme.plain)} }`];
  for (const { types, languages, style } of theme.styles) {
    const within = languages?.length ? languages.map((language) => `${scope} pre.prism-code.language-${language}`) : [`${scope} pre.prism-code`];
    const selectors = within.flatMap((pre) => types.map((type) => `${pre} .token.${type.replace(/[^\w-]/g, "")}`));
    rules.push(`${selectors.join(", ")} { ${declarations(style)} }`);
  }
  return rules;
}

/**
 * The colours of highlighted code from themes written as prism-react-renderer's (a Docusaurus site's
 * `prism.theme` and `prism.darkTheme`): the block's plain colours, then each token type's, more specific
 * than the theme's own so they win in their mode.
 */
export function codeThemeCss(themes: ResolvedConfig["codeThemes"]): string {
  const light = themes.light ? themeRules(themes.light, `html:not([data-theme="dark"])`) : [];
  const dark = (themes.dark ?? themes.light) ? themeRules((themes.dark ?? themes.light)!, `html[data-theme="dark"]`) : [];
  // Paper is white whatever the mode the page was printed from: the dark theme is for screens, and a page
  // in dark mode prints with the light theme's colours.
  const printed = themes.light ? themeRules(themes.light, `html[data-theme="dark"]`) : [];
  return [...light, ...(dark.length ? [`@media screen {`, ...dark, `}`] : []), ...(printed.length ? [`@media print {`, ...printed, `}`] : [])].join("\n");
}
