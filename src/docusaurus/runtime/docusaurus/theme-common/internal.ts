// Docusaurus's @docusaurus/theme-common/internal, as far as sites' own theme components (a copied Tabs) use it.
export { useTabs, sanitizeTabsChildren, type TabsState, type UseTabsProps as TabsProps } from "../../internal/useTabs.js";
export type { TabValue, TabItemProps } from "../../internal/tabValues.js";
export { useScrollPositionBlocker } from "../../internal/useScrollPositionBlocker.js";
