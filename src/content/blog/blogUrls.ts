// URL shapes of the blog, in one place so routes, posts, authors and tags agree on them.

/**
 * Where the blog is served: the base path and the blog's route, without a trailing slash (`/ki-editor/blog`);
 * the base path itself (`/ki-editor/`) for a blog at the site's root (`routeBasePath: "/"`).
 */
export function blogBaseUrl(baseUrl: string, routeBasePath = "blog"): string {
  const route = routeBasePath.replace(/^\/+|\/+$/g, "");
  return route === "" ? baseUrl : `${baseUrl}${route}`;
}

/** A page of the blog, without a trailing slash: `/ki-editor/blog` + rest, `/ki-editor/blog/tags/docs`. */
export function blogUrl(blogBase: string, rest = ""): string {
  const trimmed = rest.replace(/^\/+|\/+$/g, "");
  return trimmed === "" ? blogBase : `${blogBase.replace(/\/$/, "")}/${trimmed}`;
}

/** Page `n` of a paginated list at `listPath`; page 1 is the list's own path. */
export function pagePath(listPath: string, page: number): string {
  return page === 1 ? listPath : `${listPath}/page/${page}`;
}

/** Where the page for `routePath` is written, relative to the out dir: `blog/archive/index.html`. */
export function outFileFor(routePath: string, baseUrl: string): string {
  const base = baseUrl.replace(/\/$/, "");
  const rest = routePath.startsWith(base) ? routePath.slice(base.length) : routePath;
  const trimmed = rest.replace(/^\/+|\/+$/g, "");
  return trimmed === "" ? "index.html" : `${trimmed}/index.html`;
}
