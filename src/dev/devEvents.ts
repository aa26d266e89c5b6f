import type { IncomingMessage, ServerResponse } from "node:http";
import type { DevState } from "./devProtocol.js";

/** The open event streams of the browser tabs; each gets the current state on connect and on every change. */
export class DevEvents {
  private readonly clients = new Set<ServerResponse>();

  constructor(private state: () => DevState) {}

  /** Answers a request for the event stream and keeps it open. */
  connect(req: IncomingMessage, res: ServerResponse): void {
    res.writeHead(200, {
      "Content-Type": "text/event-stream; charset=utf-8",
      "Cache-Control": "no-store",
      Connection: "keep-alive",
    });
    // Reconnect quickly after the dev server restarts.
    res.write("retry: 500\n\n");
    this.send(res, this.state());
    this.clients.add(res);
    req.on("close", () => this.clients.delete(res));
  }

  broadcast(): void {
    const state = this.state();
    for (const res of this.clients) this.send(res, state);
  }

  /** Ends every stream, so the server can close. */
  closeAll(): void {
    for (const res of this.clients) res.end();
    this.clients.clear();
  }

  private send(res: ServerResponse, state: DevState): void {
    res.write(`event: state\ndata: ${JSON.stringify(state)}\n\n`);
  }
}
