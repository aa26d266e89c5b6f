// Helpers for the dev server tests: a writable copy of a fixture site, a running dev server on it, and
// waiting for what a save changes.
import { writeFileSync } from "node:fs";
import { cp, mkdtemp, readFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { startDevServer, type DevServer } from "../../src/dev/startDevServer.js";
import { DEV_EVENTS_PATH, type DevState } from "../../src/dev/devProtocol.js";

/** Copies a fixture (and the shared config files fixtures import) into a temp folder; returns the site root. */
export async function copyFixture(name: string): Promise<string> {
  const top = await mkdtemp(path.join(os.tmpdir(), `edsite-dev-${name}-`));
  await cp(path.resolve("test/fixtures/_shared"), path.join(top, "_shared"), { recursive: true });
  await cp(path.resolve("test/fixtures", name), path.join(top, name), { recursive: true });
  return path.join(top, name);
}

export interface DevSite {
  root: string;
  server: DevServer;
  /** Everything the dev server printed, one entry per log call. */
  log: string[];
  get(urlPath: string): Promise<{ status: number; text: string }>;
  write(file: string, text: string): Promise<void>;
  edit(file: string, change: (text: string) => string): Promise<void>;
}

/** Starts `edsite dev` in-process on a site, on a free port, keeping what it prints (without waiting for a build). */
export async function startLogged(root: string): Promise<{ server: DevServer; log: string[] }> {
  const log: string[] = [];
  const server = await startDevServer({ root, port: 0, log: (text) => log.push(text) });
  return { server, log };
}

/** Starts `edsite dev` in-process on a copy of a fixture, on a free port, and waits for the first build. */
export async function startDevSite(fixture: string): Promise<DevSite> {
  const root = await copyFixture(fixture);
  const { server, log } = await startLogged(root);
  await server.idle();
  return {
    root,
    server,
    log,
    async get(urlPath) {
      const res = await fetch(new URL(urlPath, server.url), { redirect: "manual" });
      return { status: res.status, text: await res.text() };
    },
    // An editor in another process truncates a file and writes it within microseconds. An async writeFile in
    // this process, which also runs the dev server, queues the write behind the truncation on libuv's thread
    // pool: on a loaded CI machine the watcher's event and a 2 ms build came in between, built the empty file
    // as the last good build, and every later test failed from there. A sync write keeps the two together.
    write: async (file, text) => writeFileSync(path.join(root, file), text),
    async edit(file, change) {
      const full = path.join(root, file);
      writeFileSync(full, change(await readFile(full, "utf8")));
    },
  };
}

/** Retries `check` until it stops throwing: a save reaches the page after the watcher and a rebuild. */
export async function eventually<T>(check: () => Promise<T> | T, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

/** The state the dev server sends a tab that connects now. */
export async function devState(server: DevServer): Promise<DevState> {
  const controller = new AbortController();
  const res = await fetch(new URL(DEV_EVENTS_PATH, server.url), { signal: controller.signal });
  const reader = res.body!.getReader();
  let text = "";
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) throw new Error(`The event stream ended before a state event: ${text}`);
      text += new TextDecoder().decode(value);
      const match = /event: state\ndata: (.*)\n\n/.exec(text);
      if (match) return JSON.parse(match[1]!) as DevState;
    }
  } finally {
    controller.abort();
  }
}
