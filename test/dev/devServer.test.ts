import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { writeFileSync } from "node:fs";
import { mkdir, readFile, rename, rm } from "node:fs/promises";
import net from "node:net";
import path from "node:path";
import { startDevServer } from "../../src/dev/startDevServer.js";
import { devState, eventually, startDevSite, type DevSite } from "./devSite.js";
import type { CurrentBuild } from "../../src/shared/currentBuild.js";

let site: DevSite;
beforeAll(async () => {
  site = await startDevSite("site-basic");
});
afterAll(() => site.server.close());

const INTRO = "content/docs/intro.md";

describe("edsite dev serving", () => {
  it("serves every page form from memory, with the dev client in each page", async () => {
    for (const form of ["/fx/docs/intro", "/fx/docs/intro/", "/fx/docs/intro.html", "/fx/docs/intro/index.html"]) {
      const page = await site.get(form);
      expect(page.status, form).toBe(200);
      expect(page.text).toContain("<h1");
      expect(page.text).toContain(`<script type="module" src="/__edsite/client.js"></script>`);
    }
    expect((await site.get("/")).status).toBe(302);
    expect((await site.get("/fx/hello.txt")).text).toBe("hello\n");
    const missing = await site.get("/fx/docs/nowhere");
    expect(missing.status).toBe(404);
    expect(missing.text).toContain("__edsite/client.js");
  });

  it("finds nothing outside the site, whatever the path says", async () => {
    for (const hostile of ["/fx/../edsite.config.ts", "/fx/%2e%2e/edsite.config.ts", "/fx/..%2f..%2fedsite.config.ts", "/fx/%00/hello.txt"]) {
      const status = await rawStatus(site.server.port, hostile);
      expect(status, hostile).toBe(404);
    }
  });

  it("prints the first build's time and where the site is", () => {
    expect(site.log.join("\n")).toMatch(/✔ built \d+ pages in \d+ ms/);
    expect(site.log.join("\n")).toContain(site.server.siteUrl());
  });
});

describe("edsite dev rebuilding", () => {
  it("shows a saved change on the next request and prints the rebuild's time", async () => {
    await site.edit(INTRO, (text) => text.replace("Some text.", "Some freshly edited text."));
    await eventually(async () => expect((await site.get("/fx/docs/intro")).text).toContain("Some freshly edited text."));
    expect(site.log.join("\n")).toMatch(/↻ content\/docs\/intro\.md → rebuilt in \d+ ms \(1 compiled/);
  });

  it("shows the second of two saves made in quick succession", async () => {
    const file = path.join(site.root, INTRO);
    const text = await readFile(file, "utf8");
    writeFileSync(file, text.replace("Some freshly edited text.", "A first quick save."));
    // Within the 50 ms in which the watcher reports no further change of the file, and after the build
    // for the first save has read it.
    await new Promise((resolve) => setTimeout(resolve, 40));
    writeFileSync(file, text.replace("Some freshly edited text.", "A second quick save."));
    await eventually(async () => expect((await site.get("/fx/docs/intro")).text).toContain("A second quick save."), 5_000);
    await site.edit(INTRO, (now) => now.replace("A second quick save.", "Some freshly edited text."));
    await eventually(async () => expect((await site.get("/fx/docs/intro")).text).toContain("Some freshly edited text."));
  });

  it("serves the search files, built after the pages, with a saved change in them", async () => {
    const currentBuild = /"build":"([^"]+)"/.exec((await site.get("/fx/docs/intro")).text)![1]!;
    const searchDoc = (JSON.parse((await site.get(currentBuild)).text) as CurrentBuild).search!.searchDoc;
    expect((await site.get(searchDoc)).status).toBe(200);
    await site.edit(INTRO, (text) => text.replace("Some freshly edited text.", "Some searchable edited text."));
    await eventually(async () => expect((await site.get(searchDoc)).text).toContain("Some searchable edited text."));
    expect((JSON.parse((await site.get(currentBuild)).text) as CurrentBuild).search!.searchDoc).toBe(searchDoc);
    await site.edit(INTRO, (text) => text.replace("Some searchable edited text.", "Some freshly edited text."));
    await eventually(async () => expect((await site.get(searchDoc)).text).toContain("Some freshly edited text."));
  });

  it("keeps the previous build's assets for tabs that have not reloaded yet", async () => {
    const before = await site.get("/fx/docs/intro");
    const chunk = /<link rel="modulepreload" href="(\/fx\/assets\/r\/[^"]+)"/.exec(before.text)![1]!;
    await site.edit(INTRO, (text) => text.replace("Some freshly edited text.", "Some text edited twice."));
    await eventually(async () => expect((await site.get("/fx/docs/intro")).text).not.toContain(chunk));
    expect((await site.get(chunk)).status).toBe(200);
    await site.edit(INTRO, (text) => text.replace("Some text edited twice.", "Some freshly edited text."));
    await eventually(async () => expect((await site.get("/fx/docs/intro")).text).toContain("Some freshly edited text."));
  });

  it("keeps serving the last good build while a page is broken, and says where in the terminal and to the browser", async () => {
    await site.edit(INTRO, (text) => `${text}\n<b>bold</b> and a stray {brace\n`);
    const state = await eventually(async () => {
      const s = await devState(site.server);
      expect(s.error).not.toBeNull();
      return s;
    });
    expect(state.error!.text).toMatch(/content\/docs\/intro\.md:\d+:\d+/);
    expect(state.error!.text).toContain("> ");
    expect(site.log.join("\n")).toMatch(/✖ MDX syntax error.*\n\s+at content\/docs\/intro\.md:\d+:\d+/);
    const intro = await site.get("/fx/docs/intro");
    expect(intro.status).toBe(200);
    expect(intro.text).toContain("Some freshly edited text.");
    expect((await site.get("/fx/docs/guide/setup")).status).toBe(200);

    await site.edit(INTRO, (text) => text.replace("<b>bold</b> and a stray {brace", "Fixed again."));
    await eventually(async () => expect((await devState(site.server)).error).toBeNull());
    await eventually(async () => expect((await site.get("/fx/docs/intro")).text).toContain("Fixed again."));
  });

  it("serves an added page and folder, a renamed folder's new route, and 404 for deleted pages", async () => {
    await site.write("content/docs/added.md", "# Added page\n\nNew here.\n");
    await eventually(async () => expect((await site.get("/fx/docs/added")).text).toContain("New here."));

    await mkdir(path.join(site.root, "content/docs/extra"));
    await site.write("content/docs/extra/deep.md", "# Deep page\n\nDeep text.\n");
    await eventually(async () => expect((await site.get("/fx/docs/extra/deep")).status).toBe(200));

    await rename(path.join(site.root, "content/docs/extra"), path.join(site.root, "content/docs/moved"));
    await eventually(async () => {
      expect((await site.get("/fx/docs/moved/deep")).status).toBe(200);
      expect((await site.get("/fx/docs/extra/deep")).status).toBe(404);
    });

    await rm(path.join(site.root, "content/docs/added.md"));
    await rm(path.join(site.root, "content/docs/moved"), { recursive: true });
    await eventually(async () => {
      expect((await site.get("/fx/docs/added")).status).toBe(404);
      expect((await site.get("/fx/docs/moved/deep")).status).toBe(404);
    });
    expect((await site.get("/fx/docs/intro")).status).toBe(200);
  });

  it("survives bad front matter and a bad config, and recovers on the next good save", async () => {
    await site.edit("content/docs/guide/setup.md", (text) => text.replace("sidebar_position: 1", "sidebar_position: [oops"));
    await eventually(async () => expect((await devState(site.server)).error?.text).toMatch(/content\/docs\/guide\/setup\.md:\d+/));
    expect((await site.get("/fx/docs/guide/setup")).status).toBe(200);
    await site.edit("content/docs/guide/setup.md", (text) => text.replace("sidebar_position: [oops", "sidebar_position: 1"));
    await eventually(async () => expect((await devState(site.server)).error).toBeNull());

    await site.edit("edsite.config.ts", (text) => text.replace(`title: "Fixture Site"`, `title: 42`));
    await eventually(async () => expect((await devState(site.server)).error?.text).toMatch(/edsite\.config\.ts/));
    expect((await site.get("/fx/docs/intro")).status).toBe(200);
    await site.edit("edsite.config.ts", (text) => text.replace(`title: 42`, `title: "Renamed Site"`));
    await eventually(async () => expect((await site.get("/fx/docs/intro")).text).toContain("Renamed Site"));
    expect((await devState(site.server)).error).toBeNull();
  });

  it("warns about a broken link as soon as it is written, and says when it is gone", async () => {
    await site.edit(INTRO, (text) => `${text}\nSee [nowhere](/docs/nowhere).\n`);
    await eventually(() => expect(site.log.join("\n")).toMatch(/⚠ \d+ warnings?:[\s\S]*\/fx\/docs\/nowhere[\s\S]*content\/docs\/intro\.md:\d+:\d+/));
    await site.edit(INTRO, (text) => text.replace("See [nowhere](/docs/nowhere).", ""));
    await eventually(() => expect(site.log.at(-1)).toBe("✔ no more warnings"));
  });
});

describe("edsite dev on a site that has never built", () => {
  it("answers every page with the error, escaped, and serves the site once a save fixes it", async () => {
    const broken = await startDevSite("bad-mdx");
    try {
      await broken.edit("content/docs/intro.md", (text) => text.replace("Fine text.", "Fine <script>alert(1)</script> text."));
      await eventually(async () => expect((await broken.get("/s/docs/intro")).text).toContain("&lt;script&gt;alert(1)&lt;/script&gt;"));
      const page = await broken.get("/s/docs/intro");
      expect(page.status).toBe(500);
      expect(page.text).toMatch(/content\/docs\/intro\.md:5:\d+/);
      expect(page.text).not.toContain("<script>alert(1)</script>");
      expect(page.text).toContain("__edsite/client.js");

      await broken.edit("content/docs/intro.md", (text) => text.replace("{oops", "\\{oops"));
      await eventually(async () => expect((await broken.get("/s/docs/intro")).status).toBe(200));
    } finally {
      await broken.server.close();
    }
  });
});

describe("edsite dev on a taken port", () => {
  it("says the port is in use and how to fix it", async () => {
    await expect(startDevServer({ root: site.root, port: site.server.port, log: () => {} })).rejects.toThrow(/Port \d+ is already in use/);
  });
});

/** The status for a path sent as it is (fetch would normalise `..` away). */
function rawStatus(port: number, requestPath: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1", () => socket.write(`GET ${requestPath} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`));
    let data = "";
    socket.on("data", (chunk) => (data += chunk.toString()));
    socket.on("end", () => resolve(Number(/^HTTP\/1\.1 (\d+)/.exec(data)?.[1])));
    socket.on("error", reject);
  });
}
