import { buildSidebars, type SidebarPlan, type SidebarSpec } from "../buildSidebars.js";
import type { ContentGraph, DocSource, DocsVersionSource } from "../../types.js";
import { sidebarNameIn } from "../../shared/versionedSidebarName.js";

/** One docs version with its docs and the sidebars they make. */
export interface VersionPlan {
  version: DocsVersionSource;
  docs: DocSource[];
  plan: SidebarPlan;
}

/** Each version's sidebars, built from its own docs and category files. */
export function planVersions(content: ContentGraph, options: { siteBase: string; collapsedByDefault: boolean; collapsibleByDefault?: boolean; configFile: string }): VersionPlan[] {
  const several = content.versions.length > 1;
  return content.versions.map((version) => {
    const mine = <T extends { version?: string }>(item: T) => !several || item.version === version.name;
    const docs = content.docs.filter(mine);
    const categories = new Map(content.categories.filter(mine).map((c) => [c.dir, c]));
    const specs = version.sidebars.map((spec): SidebarSpec => (typeof spec === "string" ? sidebarNameIn(version.name, spec) : { ...spec, name: sidebarNameIn(version.name, spec.name) }));
    const plan = buildSidebars(docs, categories, specs, version.path, version.sidebarsFile ?? options.configFile, options.siteBase, options.collapsedByDefault, options.collapsibleByDefault);
    return { version, docs, plan };
  });
}

/** Every version's sidebars and category pages in one plan, for the stages that handle them all alike (bundling). */
export function mergedPlan(versions: VersionPlan[]): SidebarPlan {
  if (versions.length === 1) return versions[0]!.plan;
  const last = versions.find((v) => v.version.isLast) ?? versions[0]!;
  return {
    sidebars: versions.flatMap((v) => v.plan.sidebars),
    categoryPages: versions.flatMap((v) => v.plan.categoryPages),
    // Doc ids repeat across versions: a doc's sidebar by id is the last version's, as links to docs by id go there.
    sidebarOfDoc: last.plan.sidebarOfDoc,
  };
}
