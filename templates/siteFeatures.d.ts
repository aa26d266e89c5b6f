// Constants esbuild puts in when it bundles a site (see src/bundle/siteFeatures.ts): whether the site can show
// docs versions, and more than one locale. Tests that render the theme without bundling it set both (vitest's define).
declare const __EDSITE_DOCS_VERSIONS__: boolean;
declare const __EDSITE_LOCALES__: boolean;
