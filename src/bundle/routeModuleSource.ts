import type { Route } from "../types.js";

/** Import specifier of a compiled MDX module (its id is the file, or `file#excerpt`). */
export function mdxSpecifier(moduleId: string): string {
  return `edsite-mdx:${moduleId}`;
}

/** Import specifier of a sidebar view's data module (see sidebarModules), shared by every page that shows that view. */
export function sidebarSpecifier(viewKey: string): string {
  return `edsite-sidebar:${viewKey}`;
}

/**
 * The source of one route's module: it imports the page's template, compiled content and sidebar view (by
 * `sidebarView`, its key) and exports a component with no props, plus the page's meta. The same module is the
 * route's chunk in the browser, so the page's data arrives with its route and never sits in the entry bundle.
 */
export function routeModuleSource(route: Route, sidebarView?: string): string {
  const lines: string[] = [];
  lines.push(`export const meta = ${JSON.stringify(route.meta)};`);
  if (route.pageFile) {
    lines.push(`import Page, * as pageModule from ${JSON.stringify(route.pageFile)};`);
    lines.push(`export const pageMeta = pageModule.meta;`);
    lines.push(`export default Page;`);
    return lines.join("\n");
  }
  lines.push(`import { jsx } from "react/jsx-runtime";`);
  lines.push(`import { ${route.template} as Template } from ${JSON.stringify(`@theme/${route.template}`)};`);
  route.contentModules.forEach((id, i) => lines.push(`import C${i} from ${JSON.stringify(mdxSpecifier(id))};`));
  if (route.sidebarName) {
    if (sidebarView === undefined) throw new Error(`Route ${route.path} shows the sidebar "${route.sidebarName}" but was given no view of it.`);
    lines.push(`import sidebar from ${JSON.stringify(sidebarSpecifier(sidebarView))};`);
    lines.push(`export { sidebar };`);
  }
  const props: string[] = [`data: ${JSON.stringify(route.data)}`];
  if (route.sidebarName) props.push("sidebar");
  if (route.kind === "blogList") props.push(`excerpts: [${route.contentModules.map((_, i) => `C${i}`).join(", ")}]`);
  else if (route.contentModules.length > 0) props.push("Content: C0");
  lines.push(`const props = { ${props.join(", ")} };`);
  lines.push(`export default function RoutePage() { return jsx(Template, props); }`);
  return lines.join("\n");
}
