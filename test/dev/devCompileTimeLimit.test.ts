// `edsite dev` with a page that runs over the compile time limit: the terminal names the page, and the
// server goes on serving the others and picks the page up once it is fixed.
import { afterEach, expect, it } from "vitest";
import { spawn, type ChildProcess } from "node:child_process";
import { rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { copyFixture, eventually } from "./devSite.js";

let child: ChildProcess | undefined;

afterEach(() => {
  child?.kill("SIGKILL");
  child = undefined;
});

it("names a page that runs over the limit and keeps serving; the page is served once fixed", async () => {
  const root = await copyFixture("compile-budget");
  await writeFile(path.join(root, "edsite.config.ts"), `import base from "../_shared/base-config.ts";\n\nexport default { ...base, compileTimeLimit: 1 };\n`);
  child = spawn(process.execPath, [path.resolve("bin/edsite.js"), "--root", root, "dev", "--port", "0"], { stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout!.on("data", (chunk) => (output += chunk));
  child.stderr!.on("data", (chunk) => (output += chunk));
  const url = await eventually(() => {
    const match = /→ (http:\/\/127\.0\.0\.1:\d+\/s\/)/.exec(output);
    if (!match) throw new Error(`no address yet:\n${output}`);
    return match[1]!;
  });

  // Five megabytes of code spans on one line: minutes to compile, were it not stopped.
  const hostile = path.join(root, "content/docs/x.md");
  await writeFile(hostile, `# X\n\n${"`a".repeat(2_621_440)}\n`);
  await eventually(() => expect(output).toMatch(/✖ Compiling took over 1 s — the longest line is 5,242,880 characters, at line 3\n\s+at content\/docs\/x\.md:3\n/), 30_000);
  expect(output).toMatch(/raise `compileTimeLimit` \(1 s now\)/);
  expect((await fetch(new URL("docs/intro", url))).status).toBe(200);

  await writeFile(hostile, "# X\n\nMended.\n");
  await eventually(async () => expect(await (await fetch(new URL("docs/x", url))).text()).toContain("Mended."), 30_000);
  await rm(hostile);
}, 90_000);
