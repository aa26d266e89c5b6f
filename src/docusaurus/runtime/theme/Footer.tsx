// edsite's Footer as Docusaurus's `@theme/Footer`: the default export a site's wrapper reaches by `@theme-original/Footer`.
export { Footer as default } from "../../../../templates/Footer.js";
