// `edsite dev` reports a page that throws while rendering at the writer's line, as `build` does: the state
// every open tab receives (and shows in its overlay) carries the located error, and a fix clears it.
import { afterEach, describe, expect, it } from "vitest";
import { devState, eventually, startDevSite, type DevSite } from "./devSite.js";

let site: DevSite | undefined;
afterEach(async () => {
  await site?.server.close();
  site = undefined;
});

describe("a render failure in dev", () => {
  it("is shown at the component's line and the page's, with a code frame, until a save fixes it", async () => {
    site = await startDevSite("site-basic");
    await site.write("components/Boom.tsx", "export function Boom(props: { items?: string[] }) {\n  return <ul>{props.items!.map((item) => <li>{item}</li>)}</ul>;\n}\n");
    await site.write("content/docs/broken.mdx", '---\ntitle: Broken\n---\n\nimport { Boom } from "@site/components/Boom";\n\n# Broken\n\n<Boom />\n');
    const shown = await eventually(async () => {
      const error = (await devState(site!.server)).error;
      expect(error?.text).toContain("in a component the page uses at content/docs/broken.mdx:9");
      return error!.text;
    }, 40_000);
    expect(shown).toContain("Rendering /fx/docs/broken failed: Cannot read properties of undefined (reading 'map')");
    expect(shown).toMatch(/at components\/Boom\.tsx:2:\d+/);
    expect(shown).toContain("> 2 |   return <ul>{props.items!.map");
    expect(shown).toContain("→ Fix the code at that line");

    await site.write("components/Boom.tsx", "export function Boom(props: { items?: string[] }) {\n  return <ul>{(props.items ?? []).map((item) => <li>{item}</li>)}</ul>;\n}\n");
    await eventually(async () => expect((await devState(site!.server)).error).toBeNull(), 40_000);
    expect((await site.get("/fx/docs/broken")).status).toBe(200);
  }, 90_000);
});
