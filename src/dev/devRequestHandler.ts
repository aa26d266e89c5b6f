import { readFile } from "node:fs/promises";
import type { IncomingMessage, ServerResponse } from "node:http";
import { contentTypeOf } from "../serve/contentTypes.js";
import { DEV_CLIENT_PATH, DEV_EVENTS_PATH } from "./devProtocol.js";
import type { DevEvents } from "./devEvents.js";
import { errorPage, injectDevClient } from "./devPages.js";
import type { FoundFile, SiteFiles } from "./siteFiles.js";

/** What a request sees of the dev server: the last good build, the current error and the version. */
export interface ServedState {
  files?: SiteFiles;
  version: string;
  errorText?: string;
  /** Set while `files` is one page built ahead of the site: settles once the whole site is served. */
  partial?: Promise<void>;
  /** Notes a request made before anything could be served (see DevSession.want). */
  want?(urlPath: string): void;
}

/**
 * Answers the dev server's requests: the event stream and client script, then the site from memory once the
 * first build is done. Every page gets the dev client; nothing is cached by the browser.
 */
export function devRequestHandler(input: {
  served: () => ServedState;
  /** Settles once the first build has served something: a page built first, or the whole site (good or not). */
  firstBuild: Promise<unknown>;
  events: DevEvents;
  clientScript: string;
}) {
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    if (req.method !== "GET" && req.method !== "HEAD") {
      res.writeHead(405, { Allow: "GET, HEAD" }).end();
      return;
    }
    const headOnly = req.method === "HEAD";
    const urlPath = (req.url ?? "/").split(/[?#]/)[0]!;
    if (urlPath === DEV_EVENTS_PATH) {
      input.events.connect(req, res);
      return;
    }
    if (urlPath === DEV_CLIENT_PATH) {
      send(res, headOnly, 200, contentTypeOf(".js"), input.clientScript);
      return;
    }
    input.served().want?.(urlPath);
    await input.firstBuild;
    let served = input.served();
    // Only that page and its assets are there yet: anything else waits for the rest of the site.
    if (served.partial && !(await served.files?.find(urlPath))) {
      await served.partial;
      served = input.served();
    }
    if (!served.files) {
      send(res, headOnly, 500, contentTypeOf(".html"), errorPage(served.errorText ?? "The site has not built yet.", served.version));
      return;
    }
    const baseUrl = served.files.baseUrl;
    if (urlPath === "/" && baseUrl !== "/") {
      res.writeHead(302, { Location: baseUrl, "Cache-Control": "no-store" }).end();
      return;
    }
    const found = await served.files.find(urlPath);
    if (found) {
      await sendFound(res, headOnly, 200, found, served.version);
      return;
    }
    const notFound = served.files.notFound();
    if (notFound) await sendFound(res, headOnly, 404, notFound, served.version);
    else send(res, headOnly, 404, contentTypeOf(".txt"), "Not found");
  };
}

async function sendFound(res: ServerResponse, headOnly: boolean, status: number, found: FoundFile, version: string): Promise<void> {
  const type = contentTypeOf(found.name);
  let body: string | Uint8Array;
  try {
    body = "contents" in found ? found.contents : await readFile(found.file);
  } catch {
    // A public file deleted between finding and reading it.
    send(res, headOnly, 404, contentTypeOf(".txt"), "Not found");
    return;
  }
  if (found.name.endsWith(".html")) body = injectDevClient(body, version);
  send(res, headOnly, status, type, body);
}

function send(res: ServerResponse, headOnly: boolean, status: number, type: string, body: string | Uint8Array): void {
  const data = typeof body === "string" ? Buffer.from(body) : body;
  res.writeHead(status, { "Content-Type": type, "Content-Length": data.byteLength, "Cache-Control": "no-store", "X-Content-Type-Options": "nosniff" });
  res.end(headOnly ? undefined : data);
}
