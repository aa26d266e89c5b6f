// `edsite dev` as a writer runs it: the terminal says where the site is, prints each rebuild, and shows a
// broken file as file:line:column with a code frame while the server keeps running.
import { afterEach, describe, expect, it } from "vitest";
import { spawn, type ChildProcess } from "node:child_process";
import { readFile, writeFile } from "node:fs/promises";
import { createServer } from "node:net";
import path from "node:path";
import { copyFixture, eventually } from "./devSite.js";

const bin = path.resolve("bin/edsite.js");
let child: ChildProcess | undefined;

afterEach(() => {
  child?.kill("SIGKILL");
  child = undefined;
});

function startDev(root: string, ...args: string[]): { output: () => string; exited: Promise<number | null> } {
  const started = spawn(process.execPath, [bin, "--root", root, "dev", "--port", "0", ...args], { stdio: ["ignore", "pipe", "pipe"] });
  child = started;
  let output = "";
  started.stdout!.on("data", (chunk) => (output += chunk));
  started.stderr!.on("data", (chunk) => (output += chunk));
  return { output: () => output, exited: new Promise((resolve) => started.once("exit", resolve)) };
}

describe("edsite dev in a terminal", () => {
  it("prints the site's address, each rebuild, and a broken page with its place and a code frame", async () => {
    const root = await copyFixture("site-basic");
    const dev = startDev(root);
    const url = await eventually(() => {
      const match = /→ (http:\/\/127\.0\.0\.1:\d+\/fx\/)/.exec(dev.output());
      if (!match) throw new Error(`no address yet:\n${dev.output()}`);
      return match[1]!;
    });
    expect((await fetch(new URL("docs/intro", url))).status).toBe(200);

    const intro = path.join(root, "content/docs/intro.md");
    const good = await readFile(intro, "utf8");
    await writeFile(intro, `${good}\nA stray {brace\n`);
    await eventually(() => expect(dev.output()).toMatch(/✖ MDX syntax error[^\n]*\n\s+at content\/docs\/intro\.md:\d+:\d+\n(.*\n)*\s+> \d+ \| A stray \{brace/));
    expect((await fetch(new URL("docs/intro", url))).status).toBe(200);

    await writeFile(intro, `${good}\nMended.\n`);
    // writeFile truncates before it writes, so the watcher may see the file empty first and rebuild twice
    // (the second time cleared the warning the empty page caused). What counts is the last rebuild's line.
    await eventually(async () => {
      expect(dev.output()).toMatch(/↻ content\/docs\/intro\.md → rebuilt in \d+ ms[^\n]*\n(✔ no more warnings\n)?$/);
      expect(await (await fetch(new URL("docs/intro", url))).text()).toContain("Mended.");
    });

    child!.kill("SIGTERM");
    expect(await dev.exited).toBe(0);
  });

  it("refuses a port that is not a number, saying what to pass", async () => {
    const root = await copyFixture("site-basic");
    const dev = startDev(root, "--port", "abc");
    expect(await dev.exited).toBe(1);
    expect(dev.output()).toMatch(/--port abc is not a port number/);
    expect(dev.output()).toMatch(/→ Pass a whole number/);
  });

  it("says so when the port is taken, and exits 1", async () => {
    const root = await copyFixture("site-basic");
    const taken = createServer();
    await new Promise<void>((resolve) => taken.listen(0, "127.0.0.1", resolve));
    try {
      const port = (taken.address() as { port: number }).port;
      const dev = startDev(root, "--port", String(port));
      expect(await dev.exited).toBe(1);
      expect(dev.output()).toMatch(new RegExp(`✖ Port ${port} is already in use\\.\\n\\s+→ Stop the other server or pass another --port\\.`));
    } finally {
      taken.close();
    }
  });
});
