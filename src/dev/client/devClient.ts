// The dev server's script in every page: it listens for builds, brings the open page up to date when the
// site changed (keeping the scroll position when it is the same page) and shows a build error over the
// page until the next good save. Only `edsite dev` injects it; built sites never contain it.
import { DEV_EVENTS_PAGE_PARAM, DEV_EVENTS_PATH, DEV_VERSION_META, type DevError, type DevState } from "../devProtocol.js";
import { CLIENT_DATA_ID, REFRESH_HOOK, type ClientData, type RefreshHook } from "../../shared/clientData.js";
import { showOverlay, hideOverlay } from "./errorOverlay.js";

const SCROLL_KEY = "edsite-dev-scroll";
const versionMeta = () => document.querySelector(`meta[name="${DEV_VERSION_META}"]`);
let pageVersion = versionMeta()?.getAttribute("content") ?? "";
/** The newest version a state event told; an update for an older one gives way. */
let wanted = pageVersion;
const here = () => location.pathname + location.search;

restoreScroll();
// Late images and fonts can grow the page after the first restore.
window.addEventListener("load", restoreScroll, { once: true });
window.addEventListener("load", () => sessionStorage.removeItem(SCROLL_KEY), { once: true });

// Named so that after a build the server sends this page's new HTML along, sparing the request for it.
const events = new EventSource(`${DEV_EVENTS_PATH}?${DEV_EVENTS_PAGE_PARAM}=${encodeURIComponent(location.pathname)}`);
events.addEventListener("state", (event) => {
  const state = JSON.parse((event as MessageEvent<string>).data) as DevState;
  if (state.version !== pageVersion) {
    wanted = state.version;
    void updatePage(state);
    return;
  }
  update(state.error);
});

function update(error: DevError | null): void {
  if (error) showOverlay(error);
  else hideOverlay();
}

/**
 * Shows the page as the new build has it. When the page runs the same runtime, stylesheet and site data,
 * its new route chunk is rendered in place through the runtime's refresh hook; anything else reloads.
 */
async function updatePage(state: DevState): Promise<void> {
  const refresh = (window as unknown as Record<string, RefreshHook | undefined>)[REFRESH_HOOK];
  try {
    if (!refresh) throw new Error("the page has no runtime to refresh it");
    const next = new DOMParser().parseFromString(state.page?.path === location.pathname ? state.page.html : await fetchPage(), "text/html");
    if (state.version !== wanted) return;
    // A newer build than the event's was served: its own event is on the way.
    if (next.querySelector(`meta[name="${DEV_VERSION_META}"]`)?.getAttribute("content") !== state.version) return;
    if (assetsOf(next) !== assetsOf(document)) throw new Error("the runtime or the stylesheet changed");
    const data = JSON.parse(next.getElementById(CLIENT_DATA_ID)?.textContent ?? "null") as ClientData | null;
    if (!data || !(await refresh(data))) throw new Error("the site data changed");
    if (state.version !== wanted) return;
    pageVersion = state.version;
    versionMeta()?.setAttribute("content", state.version);
    update(state.error);
  } catch {
    if (state.version === wanted) reloadKeepingScroll();
  }
}

/** The page as the server has it now (a tab that navigated since it connected was not sent it). */
async function fetchPage(): Promise<string> {
  const response = await fetch(location.href, { cache: "no-store" });
  if (!response.ok) throw new Error(`the page answered ${response.status}`);
  return response.text();
}

/** The entry script and stylesheets a page loads: what a refresh in place cannot change. */
function assetsOf(doc: Document): string {
  const entry = [...doc.querySelectorAll<HTMLScriptElement>("script[type=module][src]")].map((s) => s.getAttribute("src"));
  const styles = [...doc.querySelectorAll<HTMLLinkElement>("link[rel=stylesheet]")].map((l) => l.getAttribute("href"));
  return JSON.stringify([entry, styles]);
}

function reloadKeepingScroll(): void {
  try {
    sessionStorage.setItem(SCROLL_KEY, JSON.stringify({ page: here(), y: window.scrollY }));
  } catch {
    // Storage may be blocked; the reload then starts at the top.
  }
  location.reload();
}

function restoreScroll(): void {
  const saved = readSaved();
  if (saved?.page === here() && typeof saved.y === "number") window.scrollTo(0, saved.y);
}

function readSaved(): { page?: string; y?: number } | null {
  try {
    return JSON.parse(sessionStorage.getItem(SCROLL_KEY) ?? "null") as { page?: string; y?: number } | null;
  } catch {
    return null;
  }
}
