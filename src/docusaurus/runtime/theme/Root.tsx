// edsite's Root as Docusaurus's `@theme/Root`: the default export a site's wrapper reaches by `@theme-original/Root`.
export { Root as default } from "../../../../templates/Root.js";
