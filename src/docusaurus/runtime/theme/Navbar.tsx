// edsite's Navbar as Docusaurus's `@theme/Navbar`: the default export a site's wrapper reaches by `@theme-original/Navbar`.
export { Navbar as default } from "../../../../templates/Navbar.js";
