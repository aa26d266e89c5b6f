import { cloneElement, createContext, useContext, type ComponentType, type ReactElement, type ReactNode } from "react";
import type { RouteModule } from "./routeModule.js";

/** The compiled content of the generated route being rendered (see RouteView). */
const RouteContentOf = createContext<ComponentType | undefined>(undefined);

/**
 * Stands in for the route's compiled content in its template. Its identity never changes, and it calls the
 * content as a function (compiled MDX uses no hooks), so React compares what the content renders instead of
 * replacing it whenever the content module is a new one.
 */
function RouteContent(): ReactNode {
  const Content = useContext(RouteContentOf) as ((props: object) => ReactNode) | undefined;
  return Content ? Content({}) : null;
}

/**
 * A route's page. A new build of the same route (a save in `edsite dev`) brings new component functions for
 * the page and its content, which React would take for other components: it would throw the whole page's
 * DOM away and build it again (15-25 ms for a long doc in Chromium), losing the state of everything on it.
 * A generated route's page is its template given data and content, so it is rendered through components
 * that stay the same; only what the save changed is updated. Custom pages (src/pages) render as they are:
 * they may use hooks, which only a component of their own can hold.
 */
export function RouteView(props: { module: RouteModule }): ReactNode {
  const { module } = props;
  const Page = module.default;
  // A custom page's chunk re-exports its meta (see routeModuleSource); a generated one never has it.
  if ("pageMeta" in module) return <Page />;
  // A generated page is `jsx(Template, props)` and nothing else (see routeModuleSource), given its sidebar.
  const element = (Page as (props: { sidebar?: RouteModule["sidebar"] }) => ReactElement<{ Content?: unknown }>)(module.sidebar === undefined ? {} : { sidebar: module.sidebar });
  const Content = element.props.Content;
  if (typeof Content !== "function") return element;
  return <RouteContentOf.Provider value={Content as ComponentType}>{cloneElement(element, { Content: RouteContent })}</RouteContentOf.Provider>;
}
