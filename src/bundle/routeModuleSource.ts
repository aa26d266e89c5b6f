import type { PageProps, PropModule, Route } from "../types.js";

/** Import specifier of a compiled MDX module (its id is the file, or `file#excerpt`). */
export function mdxSpecifier(moduleId: string): string {
  return `edsite-mdx:${moduleId}`;
}

/**
 * The source of one route's module: it imports the page's template and compiled content and exports a
 * component, plus the page's meta. The same module is the route's chunk in the browser, so the page's data
 * arrives with its route and never sits in the entry bundle.
 *
 * A route that shows a sidebar is handed its view as the component's `sidebar` prop (by the server render,
 * and in the browser by the route loader, which loads the view's file beside the chunk), not by an import:
 * with the view's text inside them, a renamed category made every route that shows it a new module and
 * bundled its batches again (at 10,000 pages in 200 folders, 2,550 routes and 8.8 s of a 17.8 s rebuild).
 */
export function routeModuleSource(route: Route): string {
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
  const props: string[] = [`data: ${JSON.stringify(route.data)}`];
  if (route.kind === "blogList") props.push(`excerpts: [${route.contentModules.map((_, i) => `C${i}`).join(", ")}]`);
  else if (route.contentModules.length > 0) props.push("Content: C0");
  lines.push(`const props = { ${props.join(", ")} };`);
  if (route.sidebarName) lines.push(`export default function RoutePage({ sidebar }) { return jsx(Template, { ...props, sidebar }); }`);
  else lines.push(`export default function RoutePage() { return jsx(Template, props); }`);
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
