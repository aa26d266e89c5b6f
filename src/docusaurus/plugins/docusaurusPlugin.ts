// The shape of a Docusaurus plugin object, as far as edsite reads it (a plugin's factory returns it).

/** A route as a plugin's `addRoute` gives it. */
export interface PluginRouteConfig {
  path: string;
  component: string;
  exact?: boolean;
  strict?: boolean;
  /** Props the component gets from modules: each a module's path (`createData` gives one), or an object of them. */
  modules?: Record<string, unknown>;
  /** Props given as they are. */
  props?: Record<string, unknown>;
  routes?: PluginRouteConfig[];
  [other: string]: unknown;
}

/** What `contentLoaded` and `allContentLoaded` may do. */
export interface PluginActions {
  addRoute(route: PluginRouteConfig): void;
  createData(name: string, data: unknown): Promise<string>;
  setGlobalData(data: unknown): void;
}

/** A tag `injectHtmlTags` gives: HTML as it is, or an element described. */
export type PluginHtmlTag = string | { tagName: string; attributes?: Record<string, string | boolean | undefined>; innerHTML?: string };

export interface DocusaurusPlugin {
  name: string;
  loadContent?: () => unknown;
  contentLoaded?: (args: { content: unknown; actions: PluginActions }) => unknown;
  allContentLoaded?: (args: { allContent: unknown; actions: PluginActions }) => unknown;
  postBuild?: (props: Record<string, unknown>) => unknown;
  getThemePath?: () => string;
  getTypeScriptThemePath?: () => string;
  getClientModules?: () => string[];
  getPathsToWatch?: () => string[];
  injectHtmlTags?: (args: { content: unknown }) => { headTags?: PluginHtmlTag | PluginHtmlTag[]; preBodyTags?: PluginHtmlTag | PluginHtmlTag[]; postBodyTags?: PluginHtmlTag | PluginHtmlTag[] } | undefined;
  [hook: string]: unknown;
}
