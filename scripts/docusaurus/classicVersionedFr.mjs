// The classic template's second shape, shared by the script that records what real Docusaurus builds for it
// (classic-versioned-fr.mjs) and edsite's own tests, so that both build the very same site: after a
// `docs:version 1.0` (each runs its own), the config gets a French locale beside English, and the French
// locale gets one translated doc and one translated theme string. Node built-ins only.
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";

/** The version the recorded site is snapshotted as, by `docusaurus docs:version` or `edsite docs:version`. */
export const SNAPSHOT_VERSION = "1.0";

/** The template's one-locale i18n block, and what it becomes. */
const ONE_LOCALE = "locales: ['en'],";
const TWO_LOCALES = "locales: ['en', 'fr'],";

/**
 * The translated intro. Docusaurus pairs a translation with its source by the same relative path, so it is
 * `intro.mdx` as the template's doc is (an `intro.md` would sit unused beside it).
 */
const FRENCH_INTRO = `---
sidebar_position: 1
---

# Introduction au tutoriel

Découvrez **Docusaurus en moins de 5 minutes**.

Cette page est la traduction française de la page d'accueil des docs.
`;

/** One theme string, shown on every doc page (the template's docs have an edit link). */
const FRENCH_CODE = {
  "theme.common.editThisPage": { message: "Proposer une modification de cette page", description: "The link to edit the current page" },
};

/** Where, in the site, each French file goes. */
export const FRENCH_FILES = {
  intro: "i18n/fr/docusaurus-plugin-content-docs/current/intro.mdx",
  code: "i18n/fr/code.json",
};

/**
 * Gives an assembled classic template (already versioned, or not) a French locale: `fr` added to the config's
 * locales, and the French intro and theme string written. Throws if the config is not the template's, since
 * an edit that silently missed would record a one-locale build.
 */
export async function addFrenchLocale(siteDir) {
  const configFile = path.join(siteDir, "docusaurus.config.js");
  const config = await readFile(configFile, "utf8");
  if (config.split(ONE_LOCALE).length !== 2) throw new Error(`${configFile} does not have the classic template's \`${ONE_LOCALE}\` exactly once`);
  await writeFile(configFile, config.replace(ONE_LOCALE, TWO_LOCALES));
  const intro = path.join(siteDir, FRENCH_FILES.intro);
  await mkdir(path.dirname(intro), { recursive: true });
  await writeFile(intro, FRENCH_INTRO);
  await writeFile(path.join(siteDir, FRENCH_FILES.code), `${JSON.stringify(FRENCH_CODE, null, 2)}\n`);
}
