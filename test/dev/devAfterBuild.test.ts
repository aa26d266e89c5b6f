// `edsite dev` right after `edsite build` serves the build's output folder at once, while nothing it was
// built from (nor the folder itself) has changed, and runs its own first build behind it.
import { describe, expect, it } from "vitest";
import { appendFile, readdir, readFile, rm, utimes, writeFile } from "node:fs/promises";
import { existsSync } from "node:fs";
import path from "node:path";
import { build } from "../../src/site/build.js";
import { buildRecordFile, readBuildRecord } from "../../src/output/buildRecord.js";
import { silentReporter } from "../../src/site/reporter.js";
import { copyFixture, devState, startLogged } from "./devSite.js";

/** Dates every file of the copy back a minute: a file written within a second of a build is not vouched for. */
async function settle(top: string): Promise<void> {
  const then = new Date(Date.now() - 60_000);
  for (const name of await readdir(top, { recursive: true })) await utimes(path.join(top, name), then, then);
}

async function startDev(root: string) {
  // A dev session leaves a snapshot of its own, which a start would prefer.
  await rm(path.join(root, ".edsite-cache/dev-site.json"), { force: true });
  return startLogged(root);
}

describe("edsite dev after edsite build", () => {
  it("serves the output folder at once while it and its inputs are unchanged", async () => {
    const root = await copyFixture("site-basic");
    await settle(path.dirname(root));
    await build({ root, cache: true, reporter: silentReporter() });
    expect(existsSync(buildRecordFile(root))).toBe(true);
    const built = await readFile(path.join(root, "dist/fx/docs/intro/index.html"), "utf8");

    const first = await startDev(root);
    expect(first.log[0]).toMatch(/the output of `edsite build`/);
    const early = await (await fetch(new URL("fx/docs/intro", first.server.url))).text();
    // The build's page, with the dev client added to its head.
    expect(early.replace(/<meta name="edsite-dev-version"[^>]*><script[^>]*><\/script>/, "")).toBe(built);
    const version = (await devState(first.server)).version;
    await first.server.idle();
    // Dev's own build names its search files otherwise: open tabs are told to update.
    expect((await devState(first.server)).version).not.toBe(version);
    const builtCurrent = await readFile(path.join(root, "dist/fx/assets/current-build.json"), "utf8");
    expect(await (await fetch(new URL("fx/assets/current-build.json", first.server.url))).text()).not.toBe(builtCurrent);
    await first.server.close();

    // A hand edit of the output folder: not what the build wrote, so dev builds before serving.
    await appendFile(path.join(root, "dist/fx/docs/intro/index.html"), "<!-- edited -->");
    const second = await startDev(root);
    expect(second.log[0]).toMatch(/building…/);
    await second.server.close();

    // A component a page imports (outside content/) changed after the build.
    await settle(path.dirname(root));
    await build({ root, cache: true, reporter: silentReporter() });
    const third = await startDev(root);
    expect(third.log[0]).toMatch(/the output of `edsite build`/);
    await third.server.close();
    const component = path.join(root, "components/Badge.tsx");
    await writeFile(component, (await readFile(component, "utf8")) + "\n// edited\n");
    const fourth = await startDev(root);
    expect(fourth.log[0]).toMatch(/building…/);
    await fourth.server.close();
  });

  it("vouches for nothing in a build whose inputs were saved while it ran", async () => {
    // Freshly copied: every file was written within the last second.
    const root = await copyFixture("site-basic");
    await build({ root, cache: true, reporter: silentReporter() });
    // The record says what the output folder holds, for the next build to update it, but no fingerprint.
    const record = await readBuildRecord(buildRecordFile(root));
    expect(record !== undefined && record !== "damaged" && record.fingerprint).toBe("");
    // Both asked of that record: dev writes none, and a build that ran later, once the files had settled,
    // would rightly vouch for its own output (on a slow machine the first build alone takes over a second).
    const dev = await startDev(root);
    expect(dev.log[0] ?? "").not.toMatch(/the output of `edsite build`/);
    await dev.server.close();
    const notices: string[] = [];
    await build({ root, cache: true, reporter: { ...silentReporter(), info: (line) => void notices.push(line) } });
    expect(notices.filter((line) => /nothing changed/.test(line))).toEqual([]);
  });
});
