import { startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { CLIENT_DATA_ID, ROOT_ID, type ClientData } from "../shared/clientData.js";
import { ClientApp } from "./ClientApp.js";
import { RouteLoader } from "./routeLoader.js";
import { setRenderedSite } from "../shared/renderedSite.js";
import { setCurrentBuildUrl } from "./currentBuild.js";

// The browser entry: read the page's inlined data, load this page's route chunk and sidebar view (already
// preloaded by the HTML), and hydrate the server-rendered markup.
// Tells the inline base-path check (src/render/baseUrlCheckScript.ts) that the bundle arrived and runs;
// ClientApp sets "true" once hydrated.
document.documentElement.dataset.hydrated = "pending";
const data = JSON.parse(document.getElementById(CLIENT_DATA_ID)!.textContent!) as ClientData;
setRenderedSite(data.site);
setCurrentBuildUrl(data.build);
const loader = new RouteLoader(data.site.baseUrl, data.assets);

loader.load(data.chunk, data.sidebar).then(
  (initial) => {
    // Hydrating inside a transition lets React yield every few milliseconds instead of holding the main thread
    // for the whole tree. Lighthouse on the docs introduction page, 28 November, four runs each: total blocking
    // time 43-93 ms without it and 0-1 ms with it at its 4× CPU slowdown; performance 82-91 without and 96-97
    // with at 6×, a slower phone or a busier host.
    startTransition(() => {
      hydrateRoot(document.getElementById(ROOT_ID)!, <ClientApp site={data.site} loader={loader} initial={initial} />);
    });
  },
  (error: unknown) => {
    // This page's own chunk is missing: a reload would fail the same way, so offer a retry instead.
    showLoadError(error);
  },
);

function showLoadError(error: unknown): void {
  const main = document.getElementById("__main");
  if (!main) return;
  const box = document.createElement("div");
  box.className = "page-error";
  box.setAttribute("role", "alert");
  const text = document.createElement("p");
  text.textContent = `This page's code could not be loaded: ${error instanceof Error ? error.message : String(error)}`;
  const retry = document.createElement("button");
  retry.type = "button";
  retry.className = "button";
  retry.textContent = "Retry";
  retry.addEventListener("click", () => location.reload());
  box.append(text, retry);
  main.prepend(box);
}
