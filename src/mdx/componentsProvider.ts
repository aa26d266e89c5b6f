/**
 * What compiled MDX imports `useMDXComponents` from (MDX's "provider"): the components its Markdown renders
 * with and those a page uses without importing them. The bundler serves it for each site (see
 * src/bundle/mdxComponentsModule.ts).
 */
export const MDX_COMPONENTS_SPECIFIER = "edsite-mdx-components:provider";
