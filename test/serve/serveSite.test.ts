import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mkdir, mkdtemp, symlink, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import net from "node:net";
import { serveSite, type RunningServer } from "../../src/serve/serveSite.js";

let server: RunningServer;
let root: string;

beforeAll(async () => {
  const top = await mkdtemp(path.join(os.tmpdir(), "edsite-serve-"));
  root = path.join(top, "dist");
  await mkdir(path.join(root, "b/docs/intro"), { recursive: true });
  await writeFile(path.join(top, "secret.txt"), "SECRET");
  await writeFile(path.join(root, "b/index.html"), "<p>home</p>");
  await writeFile(path.join(root, "b/404.html"), "<p>not found page</p>");
  await writeFile(path.join(root, "b/docs/intro/index.html"), "<p>intro</p>");
  await writeFile(path.join(root, "b/docs/intro.html"), "<p>intro</p>");
  await writeFile(path.join(root, "b/style.css"), "body{}");
  await symlink(path.join(top, "secret.txt"), path.join(root, "b/link.txt"));
  server = await serveSite({ dir: root, baseUrl: "/b/", port: 0 });
});
afterAll(() => server.close());

/** Sends the path exactly as given: fetch() would normalise `..` away before it reaches the server. */
function rawGet(requestPath: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(server.port, "127.0.0.1", () => {
      socket.write(`GET ${requestPath} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`);
    });
    let data = "";
    socket.on("data", (chunk) => (data += chunk.toString()));
    socket.on("end", () => {
      const status = Number(/^HTTP\/1\.1 (\d+)/.exec(data)?.[1]);
      resolve({ status, body: data.split("\r\n\r\n").slice(1).join("\r\n\r\n") });
    });
    socket.on("error", reject);
  });
}

describe("serveSite", () => {
  it("answers every route in its four forms", async () => {
    for (const form of ["/b/docs/intro", "/b/docs/intro/", "/b/docs/intro.html", "/b/docs/intro/index.html"]) {
      const res = await fetch(new URL(form, server.url));
      expect(res.status, form).toBe(200);
      expect(await res.text()).toContain("intro");
    }
  });

  it("sends content types a browser can trust", async () => {
    expect((await fetch(new URL("/b/style.css", server.url))).headers.get("content-type")).toBe("text/css; charset=utf-8");
    expect((await fetch(new URL("/b/", server.url))).headers.get("content-type")).toBe("text/html; charset=utf-8");
  });

  it("answers unknown paths with the site's 404 page and status 404", async () => {
    const res = await fetch(new URL("/b/nope", server.url));
    expect(res.status).toBe(404);
    expect(await res.text()).toContain("not found page");
  });

  it("lists no folders", async () => {
    const res = await fetch(new URL("/b/docs/", server.url));
    expect(res.status).toBe(404);
  });

  const hostile = [
    "/b/../secret.txt",
    "/b/../../secret.txt",
    "/b/%2e%2e/secret.txt",
    "/b/%2E%2E/%2E%2E/secret.txt",
    "/b/..%2fsecret.txt",
    "/b/..%2F..%2Fsecret.txt",
    "/b/%2e%2e%2f%2e%2e%2fsecret.txt",
    "/b/..\\secret.txt",
    "/b/..%5csecret.txt",
    "/b/%00../secret.txt",
    "/b/docs/%2e%2e/%2e%2e/%2e%2e/secret.txt",
    "/../../../../etc/passwd",
    "/b/../../../../../../etc/passwd",
    "/b/%252e%252e/secret.txt",
    "/b/%c0%ae%c0%ae/secret.txt",
    "/b/.%2e/secret.txt",
    "/b/%2e./secret.txt",
    "/b/./../secret.txt",
    "/b/%2e%2e%5csecret.txt",
    "/b/docs/..%00/..%00/secret.txt",
    "http://127.0.0.1/b/../secret.txt",
    "/b/link.txt",
  ];
  for (const attempt of hostile) {
    it(`never serves a file outside the folder: ${attempt}`, async () => {
      const res = await rawGet(attempt);
      expect([400, 404]).toContain(res.status);
      expect(res.body).not.toContain("SECRET");
      expect(res.body).not.toContain("root:");
    });
  }

  it("refuses methods a static host does not offer", async () => {
    expect((await fetch(new URL("/b/", server.url), { method: "POST" })).status).toBe(405);
  });
});

describe("serveSite compression and caching", () => {
  it("compresses text for clients that accept it and caches hashed assets for good", async () => {
    const css = "body { color: red; }\n".repeat(200);
    await writeFile(path.join(root, "b/app-ABCDEFGH.css"), css);
    const res = await fetch(new URL("/b/app-ABCDEFGH.css", server.url), { headers: { "accept-encoding": "gzip" } });
    expect(res.headers.get("content-encoding")).toBe("gzip");
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(await res.text()).toBe(css);
    const page = await fetch(new URL("/b/", server.url));
    expect(page.headers.get("cache-control")).toBe("no-cache");
  });
});

describe("serveSite closing", () => {
  // A browser opens sockets before it has a request for them, and keeps them while it runs; Node leaves such a
  // socket open until its request timeout (a minute), and a close that waited for it outlasted this test.
  it("closes at once, ending the sockets a client opened and sent nothing on", { timeout: 10_000 }, async () => {
    const own = await serveSite({ dir: root, baseUrl: "/b/", port: 0 });
    const socket = net.connect(own.port, "127.0.0.1");
    await new Promise<void>((resolve, reject) => socket.once("connect", resolve).once("error", reject));
    const ended = new Promise<void>((resolve) => socket.once("close", () => resolve()));
    await own.close();
    await ended;
    expect(socket.destroyed).toBe(true);
  });
});
