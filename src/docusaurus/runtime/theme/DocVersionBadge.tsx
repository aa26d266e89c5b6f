// edsite's version badge as Docusaurus's `@theme/DocVersionBadge`: the default export a site's wrapper reaches by `@theme-original/DocVersionBadge`.
export { DocVersionBadge as default } from "../../../../templates/DocVersionBadge.js";
