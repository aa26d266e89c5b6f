// Types of scripts/docusaurus/classicVersionedFr.mjs, for the tests that import it.

export const SNAPSHOT_VERSION: string;
export const FRENCH_FILES: { intro: string; code: string };
export function addFrenchLocale(siteDir: string): Promise<void>;
