// Compiled MDX asks one module for the components its Markdown renders with (MDX's "provider"): a `code`,
// an `h2` or a `Highlight` the page uses without importing it. A Docusaurus site's theme names them in
// `@theme/MDXComponents` (the site's own src/theme/MDXComponents first); edsite's theme has none, and its
// pages render Markdown's elements as they are.
import type { ModuleRoots } from "./moduleRoots.js";
import { resolveRooted } from "./moduleRoots.js";

export { MDX_COMPONENTS_SPECIFIER } from "../mdx/componentsProvider.js";

/** The theme module that names MDX's components, when the site's theme has one. */
export const THEME_MDX_COMPONENTS = "@theme/MDXComponents";

/** Whether a site's theme maps MDX's elements to components (a Docusaurus site's does). */
export function hasMdxComponents(roots: ModuleRoots): boolean {
  return resolveRooted(THEME_MDX_COMPONENTS, roots) !== undefined;
}

/**
 * The provider's source for a site: it hands MDX the theme's map, the same object every time (MDX spreads
 * it, so nothing is built per render). Without a map it hands an empty one, which costs a page nothing.
 */
export function mdxComponentsModuleSource(roots: ModuleRoots): string {
  if (!hasMdxComponents(roots)) return "const none = {};\nexport function useMDXComponents() { return none; }";
  return `import components from ${JSON.stringify(THEME_MDX_COMPONENTS)};\nexport function useMDXComponents() { return components; }`;
}
