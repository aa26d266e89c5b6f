import type { PageProps, PropModule, Route } from "../types.js";

/** Import specifier of a compiled MDX module (its id is the file, or `file#excerpt`). */
export function mdxSpecifier(moduleId: string): string {
  return `edsite-mdx:${moduleId}`;
}

/** What a sidebar view's module is named by, before its view key. */
export const SIDEBAR_PREFIX = "edsite-sidebar:";

/** Import specifier of a sidebar view's data module (see sidebarModules), shared by every page that shows that view. */
export function sidebarSpecifier(viewKey: string): string {
  return `${SIDEBAR_PREFIX}${viewKey}`;
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
    if (route.pageProps) lines.push(...pagePropsSource(route.pageProps));
    else lines.push(`export default Page;`);
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

/**
 * A page given props (one a plugin added): each prop module imported, its value its default export (a JSON
 * file's data), as Docusaurus hands a route's modules to its component, then the plain values.
 */
function pagePropsSource(props: PageProps): string[] {
  const imports: string[] = [`import { jsx } from "react/jsx-runtime";`];
  const valueOf = (module: PropModule): string => {
    if (Array.isArray(module)) return `[${module.map(valueOf).join(", ")}]`;
    if (typeof module === "object") return `{ ${Object.entries(module).map(([prop, inner]) => `${JSON.stringify(prop)}: ${valueOf(inner)}`).join(", ")} }`;
    const name = `P${imports.length - 1}`;
    imports.push(`import * as ${name} from ${JSON.stringify(module)};`);
    return `("default" in ${name} ? ${name}.default : ${name})`;
  };
  const modules = valueOf(props.modules);
  return [
    ...imports,
    `const props = { ...${modules}, ...${JSON.stringify(props.values)} };`,
    `export default function RoutePage() { return jsx(Page, props); }`,
  ];
}
