/** The storage key of the visitor's docs version, Docusaurus's for its docs plugin `default`, so a saved choice carries over. */
export const PREFERRED_VERSION_KEY = "docs-preferred-version-default";

/** The window event sent when the preferred version is saved, so what shows it can read it again. */
export const PREFERRED_VERSION_EVENT = "edsite:docs-preferred-version";
