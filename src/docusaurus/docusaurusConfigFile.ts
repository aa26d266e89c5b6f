import { existsSync } from "node:fs";
import path from "node:path";

/** The names Docusaurus looks for, in its order of preference. */
export const DOCUSAURUS_CONFIG_NAMES = ["docusaurus.config.ts", "docusaurus.config.mts", "docusaurus.config.js", "docusaurus.config.mjs", "docusaurus.config.cjs"] as const;

/** The site's Docusaurus config file, if the folder is a Docusaurus site. */
export function docusaurusConfigFile(root: string): string | undefined {
  return DOCUSAURUS_CONFIG_NAMES.map((name) => path.join(root, name)).find((file) => existsSync(file));
}

/** True for a config file edsite reads as Docusaurus's. */
export function isDocusaurusConfig(file: string): boolean {
  return (DOCUSAURUS_CONFIG_NAMES as readonly string[]).includes(path.basename(file));
}
