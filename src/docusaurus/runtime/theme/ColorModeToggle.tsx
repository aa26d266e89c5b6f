// edsite's ColorModeToggle as Docusaurus's `@theme/ColorModeToggle`: the default export a site's wrapper reaches by `@theme-original/ColorModeToggle`.
export { ColorModeToggle as default } from "../../../../templates/ColorModeToggle.js";
