import { createServer } from "node:http";
import { sitePaths } from "../site/sitePaths.js";
import { EdsiteError } from "../errors.js";
import { createDevBuilder } from "./devBuilder.js";
import { bundleDevClient } from "./devClientBundle.js";
import { DevEvents } from "./devEvents.js";
import { devRequestHandler } from "./devRequestHandler.js";
import { DevSession } from "./devSession.js";
import { RebuildQueue } from "./rebuildQueue.js";
import { watchSite } from "./watchSite.js";

export interface DevServerOptions {
  root: string;
  /** 0 picks a free port. */
  port: number;
  host?: string;
  outDir?: string;
  /** Where terminal lines go (stderr in the CLI). */
  log?: (text: string) => void;
  /** Stack traces in error reports, each stage's time after each build. */
  debug?: boolean;
  /** The locale to serve, by its code (default: the site's default locale), as `docusaurus start --locale`. */
  locale?: string;
}

export interface DevServer {
  /** `http://127.0.0.1:3000/` */
  url: string;
  port: number;
  /** The site's home page: the server's URL with the base path, once a build told it. */
  siteUrl(): string;
  /** Resolves when every change seen so far is built (tests and benchmarks wait on it). */
  idle(): Promise<void>;
  close(): Promise<void>;
}

/**
 * `edsite dev`: serves the site from memory, rebuilds it on every save with the same pipeline as `build`
 * (redoing only what changed), and tells open tabs to update. A failed build never stops the server: the
 * last good build keeps serving and the error shows in the terminal and over the page.
 */
export async function startDevServer(options: DevServerOptions): Promise<DevServer> {
  const log = options.log ?? ((text: string) => process.stderr.write(`${text}\n`));
  const paths = sitePaths(options.root, options.outDir);
  if (options.locale !== undefined) await (await import("../i18n/requireLocale.js")).requireLocale(paths, options.locale);
  // The watcher is ready before the first build starts, so no save after the start is missed; changes
  // seen while the rest starts up wait for the queue.
  const early: string[] = [];
  let onChange: (file: string) => void = (file) => {
    early.push(file);
  };
  const [builder, clientScript, watcher] = await Promise.all([
    createDevBuilder({ root: paths.root, outDir: options.outDir, locale: options.locale }),
    bundleDevClient(),
    watchSite(paths, (file) => onChange(file)),
  ]);
  const queue = new RebuildQueue(async (changes) => {
    await session.rebuild(changes);
    // Site components and styles that pages import live anywhere; watch each one a build read.
    watcher.add(builder.inputFiles());
  });
  const session = new DevSession(builder, paths, { log, debug: Boolean(options.debug), hasPendingChanges: () => queue.busy(), locale: options.locale });
  // A start with nothing changed since the last session (or the last `edsite build`) serves that build at once.
  const restored = await session.restore();
  let startFirstBuild!: () => void;
  const firstBuild = new Promise<void>((resolve) => (startFirstBuild = resolve)).then(() => {
    queue.request();
    return restored ? undefined : Promise.race([queue.idle(), session.firstServed.settled]);
  });

  // Listening before the first build: requests wait for it instead of being refused.
  const events = new DevEvents((page) => session.state(page));
  const server = createServer(devRequestHandler({ served: () => session, firstBuild, events, clientScript }));
  const host = options.host ?? "127.0.0.1";
  try {
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(options.port, host, () => resolve());
    });
  } catch (error) {
    await Promise.all([builder.dispose(), watcher.close()]);
    throw (error as NodeJS.ErrnoException).code === "EADDRINUSE"
      ? new EdsiteError(`Port ${options.port} is already in use.`, { hint: "Stop the other server or pass another --port." })
      : error;
  }
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : options.port;
  const url = `http://${host.includes(":") ? `[${host}]` : host}:${port}/`;
  session.serverUrl = url;
  session.events = events;
  startFirstBuild();
  onChange = (file) => queue.request(file);
  early.forEach(onChange);
  const serving = { session: "the last session's build, unchanged since; checking it", build: "the output of `edsite build`, unchanged since; building" };
  log(`edsite dev: serving on ${url} ${restored ? `(${serving[restored]}…)\n  → ${session.siteUrl()}` : "(building…)"}`);

  return {
    url,
    port,
    siteUrl: () => session.siteUrl(),
    idle: () => queue.idle(),
    async close() {
      await watcher.close();
      const dropped = queue.cancel();
      await queue.idle();
      // A snapshot must match its inputs: with a change not built yet, the next start builds instead.
      await session.flush(!dropped);
      events.closeAll();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await builder.dispose();
    },
  };
}
