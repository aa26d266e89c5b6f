// A site's client modules (Docusaurus's `clientModules`, its plugins' `getClientModules`) may export what
// Docusaurus calls on every navigation: `onRouteUpdate` when a new route starts loading (what it returns is
// called once the route is loaded), and `onRouteDidUpdate` once the route is on screen, the first page's too.

/** Where the browser is, as a navigation's lifecycle functions are told. */
export interface RouteLocation {
  pathname: string;
  search: string;
  hash: string;
}

type Lifecycle = (args: { location: RouteLocation; previousLocation: RouteLocation | null }) => unknown;

/** A client module's exports, as the browser's entry imports them. */
export type ClientModuleExports = Record<string, unknown> & { default?: unknown };

const modules: ClientModuleExports[] = [];
let previous: RouteLocation | null = null;

/** Keeps the site's client modules, in the order they were imported, for the navigations to come. */
export function registerClientModules(list: ClientModuleExports[]): void {
  modules.push(...list);
}

/** The browser's location now, as the lifecycle functions get it. */
export function currentLocation(): RouteLocation {
  return { pathname: location.pathname, search: location.search, hash: location.hash };
}

/** A navigation to `next` starts: each `onRouteUpdate` runs; the function returned runs what they gave back. */
export function routeWillUpdate(next: RouteLocation): () => void {
  const given = call("onRouteUpdate", { location: next, previousLocation: previous });
  return () => given.forEach((after) => typeof after === "function" && (after as () => void)());
}

/** A route is on screen: each `onRouteDidUpdate` runs, told where the browser was before. */
export function routeDidUpdate(now: RouteLocation): void {
  call("onRouteDidUpdate", { location: now, previousLocation: previous });
  previous = now;
}

function call(name: "onRouteUpdate" | "onRouteDidUpdate", args: Parameters<Lifecycle>[0]): unknown[] {
  return modules.map((module) => {
    // A module's own export, or its default export's (a CommonJS module's `exports.onRouteDidUpdate`).
    const fn = (module.default as Record<string, unknown> | undefined)?.[name] ?? module[name];
    return typeof fn === "function" ? (fn as Lifecycle)(args) : undefined;
  });
}
