import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventually, startDevSite, type DevSite } from "./devSite.js";

// A Docusaurus site is read from files outside the usual folders: its sidebars file sits at the root, beside
// the config. A save to it must rebuild like a save to a doc.
let site: DevSite;
beforeAll(async () => {
  site = await startDevSite("docusaurus-sidebars");
});
afterAll(() => site.server.close());

describe("edsite dev on a Docusaurus site", () => {
  it("rebuilds the sidebar when the sidebars file is saved", async () => {
    expect((await site.get("/sb/docs/guides/first")).text).toContain("Installing");
    await site.edit("sidebars.js", (text) => text.replace('label: "Installing"', 'label: "Setting up"'));
    await eventually(async () => expect((await site.get("/sb/docs/guides/first")).text).toContain("Setting up"));
    expect(site.log.join("\n")).toMatch(/↻ sidebars\.js → rebuilt in \d+ ms/);
  });
});
