import { useSite } from "@theme/SiteContext";
import { saveDocsVersion, useStoredDocsVersion } from "@theme/useStoredDocsVersion";
import type { GlobalDocsVersion } from "../../../shared/types.js";

/**
 * Docusaurus's `useDocsPreferredVersion()`: the docs version the visitor chose (null until the page runs, or
 * when they chose none), and a way to choose one. edsite has one docs plugin, whose id is "default".
 */
export function useDocsPreferredVersion(pluginId = "default"): { preferredVersion: GlobalDocsVersion | null; savePreferredVersionName: (name: string) => void } {
  if (pluginId !== "default") throw new Error(`The site has no docs plugin with the id "${pluginId}": edsite has one docs plugin, whose id is "default". Call the hook without an id.`);
  const versions = useSite().globalData.docs.versions;
  const name = useStoredDocsVersion();
  return { preferredVersion: versions.find((v) => v.name === name) ?? null, savePreferredVersionName: saveDocsVersion };
}
