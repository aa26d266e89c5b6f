import { createServer, type Server } from "node:http";
import { realpath, stat } from "node:fs/promises";
import path from "node:path";
import { EdsiteError } from "../errors.js";
import { sendFile } from "./sendFile.js";
import { resolveRequestPath } from "./resolveRequestPath.js";

export interface RunningServer {
  server: Server;
  url: string;
  port: number;
  close(): Promise<void>;
}

/**
 * Serves a built site as a plain static host would: files only, no directory listings, the site's 404 page
 * with status 404 for anything else, and nothing outside the folder, whatever the request path says.
 */
export async function serveSite(options: { dir: string; baseUrl: string; port: number; host?: string }): Promise<RunningServer> {
  const dir = path.resolve(options.dir);
  try {
    if (!(await stat(dir)).isDirectory()) throw new Error("not a folder");
  } catch {
    throw new EdsiteError(`There is no built site to serve at ${dir}.`, { file: dir, hint: "Run `edsite build` first." });
  }
  const realRoot = await realpath(dir);
  const notFoundFile = path.join(dir, options.baseUrl, "404.html");

  const server = createServer(async (req, res) => {
    if (req.method !== "GET" && req.method !== "HEAD") {
      res.writeHead(405, { Allow: "GET, HEAD" }).end();
      return;
    }
    const urlPath = (req.url ?? "/").split(/[?#]/)[0]!;
    if (urlPath === "/" && options.baseUrl !== "/") {
      res.writeHead(302, { Location: options.baseUrl }).end();
      return;
    }
    const file = await findFile(realRoot, urlPath);
    if (file) {
      void sendFile(req, res, 200, file);
      return;
    }
    void sendFile(req, res, 404, notFoundFile);
  });

  await new Promise<void>((resolve, reject) => {
    server.once("error", (error: NodeJS.ErrnoException) => {
      reject(
        error.code === "EADDRINUSE"
          ? new EdsiteError(`Port ${options.port} is already in use.`, { hint: "Stop the other server or pass another --port." })
          : error,
      );
    });
    server.listen(options.port, options.host ?? "127.0.0.1", () => resolve());
  });
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : options.port;
  const host = options.host ?? "127.0.0.1";
  return {
    server,
    port,
    url: `http://${host.includes(":") ? `[${host}]` : host}:${port}/`,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        // What a browser that stays open still holds: Chromium opens sockets ahead of any request, which Node
        // leaves open until its request timeout. With Lighthouse's Chromium still running, a close waited 77 s.
        server.closeAllConnections();
      }),
  };
}

async function findFile(root: string, urlPath: string): Promise<string | undefined> {
  const candidates = resolveRequestPath(root, urlPath);
  if (!candidates) return undefined;
  for (const candidate of candidates) {
    try {
      const real = await realpath(candidate);
      // A symlink inside the folder must not lead outside it.
      if (!real.startsWith(root + path.sep)) continue;
      if ((await stat(real)).isFile()) return real;
    } catch {
      // not there; try the next form
    }
  }
  return undefined;
}
