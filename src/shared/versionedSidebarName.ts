// Sidebars of several docs versions live side by side in one build; their names keep them apart.

/**
 * The name a sidebar goes by among every version's: a snapshot's `docs` is `version-1.0/docs`, as Docusaurus
 * 1 named them, so that one sidebar module, view and route key never stands for two versions' sidebars.
 */
export function sidebarNameIn(version: string, name: string): string {
  return version === "current" ? name : `version-${version}/${name}`;
}

/** A sidebar's name as the site's files wrote it (`docs` for `version-1.0/docs`), for Docusaurus's hooks and the navbar. */
export function writtenSidebarName(name: string): string {
  return name.replace(/^version-[^/]+\//, "");
}
