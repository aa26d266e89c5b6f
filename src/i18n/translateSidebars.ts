import type { SidebarItem } from "../shared/types.js";
import type { SidebarPlan } from "../content/buildSidebars.js";
import { writtenSidebarName } from "../shared/versionedSidebarName.js";

/**
 * The sidebars with the labels a locale's `current.json` translates, by Docusaurus's keys (each on the
 * label as the sidebars file or `_category_.json` writes it): `sidebar.<sidebar>.category.<label>` for a
 * category, with `.link.generated-index.title` and `.description` for its generated page,
 * `sidebar.<sidebar>.link.<label>` for a link and `sidebar.<sidebar>.doc.<label>` for a doc the sidebar
 * labels itself. Docs are translated by their own files, not here. Without translations the plan is returned as it is.
 */
export function translateSidebars(plan: SidebarPlan, labels: Record<string, string>): SidebarPlan {
  if (!Object.keys(labels).some((key) => key.startsWith("sidebar."))) return plan;
  // A snapshot's sidebar goes by its written name in its labels file (`docs`, not `version-1.0/docs`).
  const sidebars = plan.sidebars.map((sidebar) => ({ ...sidebar, items: sidebar.items.map((item) => translateItem(item, `sidebar.${writtenSidebarName(sidebar.name)}`, labels)) }));
  const categoryPages = plan.categoryPages.map((page) => {
    const category = `sidebar.${writtenSidebarName(page.sidebarName)}.category.`;
    // The page's title is its category's label unless the category's link gives one.
    const own = page.title;
    const title = labels[`${category}${own}.link.generated-index.title`] ?? labels[`${category}${own}`] ?? page.title;
    const description = labels[`${category}${own}.link.generated-index.description`] ?? page.description;
    return {
      ...page,
      title,
      ...(description !== undefined ? { description } : {}),
      trail: page.trail.map((step) => ({ ...step, label: labels[`${category}${step.label}`] ?? step.label })),
      items: page.items.map((item) => translateItem(item, `sidebar.${writtenSidebarName(page.sidebarName)}`, labels)),
    };
  });
  return { ...plan, sidebars, categoryPages };
}

function translateItem(item: SidebarItem, prefix: string, labels: Record<string, string>): SidebarItem {
  if (item.type === "html") return item;
  if (item.type === "category") {
    return { ...item, label: labels[`${prefix}.category.${item.label}`] ?? item.label, items: item.items.map((child) => translateItem(child, prefix, labels)) };
  }
  const key = item.docId !== undefined ? `${prefix}.doc.${item.label}` : `${prefix}.link.${item.label}`;
  return { ...item, label: labels[key] ?? item.label };
}
