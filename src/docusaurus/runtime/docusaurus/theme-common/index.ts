// Docusaurus's @docusaurus/theme-common, as far as sites' own components use it. The package itself reaches
// into Docusaurus's router and plugins, which an edsite build does not have.
export { useColorMode, type ColorModeContext } from "../../internal/useColorMode.js";
export { ThemeClassNames } from "../../internal/ThemeClassNames.js";
export { usePluralForm } from "../../internal/usePluralForm.js";
export { useWindowSize } from "../../internal/useWindowSize.js";
export { useThemeConfig } from "../../internal/useThemeConfig.js";
export { createStorageSlot, type StorageSlot, type StoragePersistence } from "../../internal/storageSlot.js";
export { ReactContextError } from "../../internal/reactContextError.js";
export { composeProviders } from "../../internal/composeProviders.js";
export { useDocsPreferredVersion } from "../../internal/useDocsPreferredVersion.js";
// Docusaurus 3 keeps these docs helpers here as well as in the docs plugin's client, for sites that import them from here.
export { useCurrentSidebarCategory, filterDocCardListItems } from "../plugin-content-docs/client.js";
export { useContextualSearchFilters } from "../../internal/useContextualSearchFilters.js";
