import { useMemo } from "react";
import { useSite } from "@theme/SiteContext";
import { docusaurusGlobalData } from "../internal/globalData.js";

/** Docusaurus's `useGlobalData()`: every plugin's global data, by plugin name and id. */
export default function useGlobalData(): Record<string, Record<string, unknown>> {
  const site = useSite();
  return useMemo(() => docusaurusGlobalData(site), [site]);
}

/** Every instance's global data of one plugin, by id. */
export function useAllPluginInstancesData(pluginName: string): Record<string, unknown> | undefined {
  return useGlobalData()[pluginName];
}

/** One plugin instance's global data; throws, as Docusaurus does, when the site has no such plugin. */
export function usePluginData(pluginName: string, pluginId = "default"): unknown {
  const all = useGlobalData();
  const instances = all[pluginName];
  if (!instances || !(pluginId in instances)) {
    throw new Error(`The site has no global data of the plugin "${pluginName}" (id "${pluginId}"). edsite has that of: ${Object.keys(all).join(", ")}.`);
  }
  return instances[pluginId];
}
