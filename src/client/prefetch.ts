import type { RouteLoader } from "./routeLoader.js";

interface NetworkInformation {
  effectiveType?: string;
  saveData?: boolean;
}

/** Prefetching costs the visitor data; on 2G or with Data Saver on, they get only what they click. */
export function canPrefetch(): boolean {
  const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
  if (!connection) return true;
  return !(connection.saveData || (connection.effectiveType ?? "").includes("2g"));
}

/**
 * Prefetches the chunk (and its stylesheets) of every internal link that scrolls into view or comes under the pointer or finger,
 * once per route, with <link rel="prefetch"> (or a plain GET where the browser lacks it).
 */
export function installPrefetch(loader: RouteLoader, baseUrl: string): () => void {
  if (!canPrefetch()) return () => {};
  const done = new Set<string>();
  const supportsPrefetch = (() => {
    const link = document.createElement("link");
    return Boolean(link.relList?.supports?.("prefetch"));
  })();

  async function prefetch(anchor: HTMLAnchorElement): Promise<void> {
    let url: URL;
    try {
      url = new URL(anchor.href);
    } catch {
      return;
    }
    if (url.origin !== location.origin || !(url.pathname + "/").startsWith(baseUrl) || url.pathname === location.pathname) return;
    const target = await loader.chunkFor(url.pathname).catch(() => undefined);
    if (!target?.found) return;
    fetchEarly(target.url, "script");
    if (target.view !== undefined) fetchEarly(target.view, "script");
    for (const style of target.styles) fetchEarly(style, "style");
  }

  function fetchEarly(href: string, as: "script" | "style"): void {
    if (done.has(href)) return;
    done.add(href);
    if (supportsPrefetch) {
      const link = document.createElement("link");
      link.rel = "prefetch";
      link.as = as;
      link.href = href;
      document.head.appendChild(link);
    } else {
      void fetch(href).catch(() => done.delete(href));
    }
  }

  const observer =
    "IntersectionObserver" in window
      ? new IntersectionObserver((entries) => {
          for (const entry of entries) {
            if (!entry.isIntersecting) continue;
            observer?.unobserve(entry.target);
            void prefetch(entry.target as HTMLAnchorElement);
          }
        })
      : undefined;

  const observeAll = () => {
    if (!observer) return;
    for (const anchor of document.querySelectorAll<HTMLAnchorElement>("a[href]")) observer.observe(anchor);
  };
  const onIntent = (event: Event) => {
    const anchor = (event.target as Element | null)?.closest?.("a[href]");
    if (anchor) void prefetch(anchor as HTMLAnchorElement);
  };

  // Wait until the page is idle: the first paint and hydration matter more than the next page.
  const idle = (window as Window & { requestIdleCallback?: (cb: () => void) => number }).requestIdleCallback ?? ((cb: () => void) => setTimeout(cb, 200));
  idle(observeAll);
  // New content after navigation brings new links.
  const mutations = new MutationObserver(() => idle(observeAll));
  const root = document.getElementById("__main") ?? document.body;
  mutations.observe(root, { childList: true, subtree: true });
  document.addEventListener("pointerover", onIntent, { passive: true });
  document.addEventListener("touchstart", onIntent, { passive: true });
  return () => {
    observer?.disconnect();
    mutations.disconnect();
    document.removeEventListener("pointerover", onIntent);
    document.removeEventListener("touchstart", onIntent);
  };
}
