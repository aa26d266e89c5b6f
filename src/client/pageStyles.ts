/**
 * The stylesheets of the CSS modules a route's code imports, loaded before the route is shown so it never
 * shows unstyled. A stylesheet, once in the page, stays: its rules are scoped to the module's own class
 * names, so they touch no other page.
 */
const loaded = new Map<string, Promise<void>>();

/** Resolves once every stylesheet is in the page and loaded; rejects when one fails, and forgets it. */
export function loadPageStyles(urls: string[]): Promise<void> {
  return Promise.all(urls.map(loadStylesheet)).then(() => undefined);
}

function loadStylesheet(url: string): Promise<void> {
  const known = loaded.get(url);
  if (known) return known;
  const href = new URL(url, location.href).href;
  // The first page's stylesheets came with its HTML.
  if ([...document.querySelectorAll<HTMLLinkElement>("link[rel=stylesheet]")].some((link) => link.href === href)) {
    loaded.set(url, Promise.resolve());
    return Promise.resolve();
  }
  const link = document.createElement("link");
  link.rel = "stylesheet";
  link.href = url;
  const done = new Promise<void>((resolve, reject) => {
    link.onload = () => resolve();
    link.onerror = () => {
      link.remove();
      loaded.delete(url);
      reject(new Error(`The stylesheet ${url} did not load`));
    };
  });
  loaded.set(url, done);
  document.head.appendChild(link);
  return done;
}
