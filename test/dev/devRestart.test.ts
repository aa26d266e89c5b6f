// A restart of `edsite dev` with nothing changed serves the last session's build at once (and checks it with
// a build of its own); anything changed in between means a normal first build.
import { describe, expect, it } from "vitest";
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { copyFixture, devState, eventually, startLogged } from "./devSite.js";

describe("edsite dev restarts", () => {
  it("serves the last build at once when nothing changed, and builds first when something did", async () => {
    const root = await copyFixture("site-basic");
    const first = await startLogged(root);
    await first.server.idle();
    const page = await (await fetch(new URL("fx/docs/intro", first.server.url))).text();
    await first.server.close();

    const second = await startLogged(root);
    expect(second.log[0]).toMatch(/the last session's build/);
    const restored = await (await fetch(new URL("fx/docs/intro", second.server.url))).text();
    expect(restored.replace(/content="[^"]*:\d+"/, "")).toBe(page.replace(/content="[^"]*:\d+"/, ""));
    const version = (await devState(second.server)).version;
    await second.server.idle();
    // The check build found the same site: open tabs are not told to reload.
    expect((await devState(second.server)).version).toBe(version);
    expect(second.log.join("\n")).toMatch(/✔ built \d+ pages/);
    await second.server.close();

    await writeFile(path.join(root, "content/docs/intro.md"), "# Intro\n\nChanged while dev was stopped.\n");
    const third = await startLogged(root);
    expect(third.log[0]).toMatch(/building…/);
    await eventually(async () => expect(await (await fetch(new URL("fx/docs/intro", third.server.url))).text()).toContain("Changed while dev was stopped."));
    await third.server.close();
  });
});
