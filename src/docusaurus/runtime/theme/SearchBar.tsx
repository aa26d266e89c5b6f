// edsite's SearchBar as Docusaurus's `@theme/SearchBar`: the default export a site's wrapper reaches by `@theme-original/SearchBar`.
export { SearchBar as default } from "../../../../templates/SearchBar.js";
