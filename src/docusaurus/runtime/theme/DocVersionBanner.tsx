// edsite's version banner as Docusaurus's `@theme/DocVersionBanner`: the default export a site's wrapper reaches by `@theme-original/DocVersionBanner`.
export { DocVersionBanner as default } from "../../../../templates/DocVersionBanner.js";
