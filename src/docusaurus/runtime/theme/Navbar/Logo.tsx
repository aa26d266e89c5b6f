// edsite's navbar brand as Docusaurus's `@theme/Navbar/Logo`, for a site's wrapper to reach by `@theme-original/Navbar/Logo`.
export { NavbarBrand as default } from "../../../../../templates/NavbarBrand.js";
