// The dev server's script in every page: it listens for builds, reloads the page when the site changed
// (keeping the scroll position when it is the same page) and shows a build error over the page until the
// next good save. Only `edsite dev` injects it; built sites never contain it.
import { DEV_EVENTS_PATH, DEV_VERSION_META, type DevError, type DevState } from "../devProtocol.js";
import { showOverlay, hideOverlay } from "./errorOverlay.js";

const SCROLL_KEY = "edsite-dev-scroll";
const pageVersion = document.querySelector(`meta[name="${DEV_VERSION_META}"]`)?.getAttribute("content") ?? "";
const here = () => location.pathname + location.search;

restoreScroll();
// Late images and fonts can grow the page after the first restore.
window.addEventListener("load", restoreScroll, { once: true });
window.addEventListener("load", () => sessionStorage.removeItem(SCROLL_KEY), { once: true });

const events = new EventSource(DEV_EVENTS_PATH);
events.addEventListener("state", (event) => {
  const state = JSON.parse((event as MessageEvent<string>).data) as DevState;
  if (state.version !== pageVersion) {
    reloadKeepingScroll();
    return;
  }
  update(state.error);
});

function update(error: DevError | null): void {
  if (error) showOverlay(error);
  else hideOverlay();
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
