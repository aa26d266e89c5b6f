import type { IncomingMessage, ServerResponse } from "node:http";
import { DEV_EVENTS_PAGE_PARAM, type DevState } from "./devProtocol.js";

/**
 * The open event streams of the browser tabs, each with the page its tab named; each gets the current state
 * on connect and on every change.
 */
export class DevEvents {
  private readonly clients = new Map<ServerResponse, string | undefined>();

  /** `state(page)` is the state with, when `page` is given, that page's new HTML. */
  constructor(private state: (page?: string) => DevState) {}

  /** Answers a request for the event stream and keeps it open. */
  connect(req: IncomingMessage, res: ServerResponse): void {
    res.writeHead(200, {
      "Content-Type": "text/event-stream; charset=utf-8",
      "Cache-Control": "no-store",
      Connection: "keep-alive",
    });
    // Reconnect quickly after the dev server restarts.
    res.write("retry: 500\n\n");
    res.write(eventOf(this.state()));
    const page = new URL(req.url ?? "/", "http://dev.invalid").searchParams.get(DEV_EVENTS_PAGE_PARAM) ?? undefined;
    this.clients.set(res, page);
    req.on("close", () => this.clients.delete(res));
  }

  /** Tells every tab the current state; with `pages`, each tab's page as it is now (the site changed). */
  broadcast(pages = false): void {
    // Made once for every tab it goes to: tabs on one page get the same event.
    const events = new Map<string | undefined, string>();
    for (const [res, page] of this.clients) {
      const key = pages ? page : undefined;
      let event = events.get(key);
      if (event === undefined) events.set(key, (event = eventOf(this.state(key))));
      res.write(event);
    }
  }

  /** Ends every stream, so the server can close. */
  closeAll(): void {
    for (const res of this.clients.keys()) res.end();
    this.clients.clear();
  }
}

/** A state as one server-sent event. */
function eventOf(state: DevState): string {
  return `event: state\ndata: ${JSON.stringify(state)}\n\n`;
}
