// edsite's LayoutProvider as Docusaurus's `@theme/Layout/Provider`, for a site's wrapper to reach by `@theme-original/Layout/Provider`.
export { LayoutProvider as default } from "../../../../../templates/LayoutProvider.js";
