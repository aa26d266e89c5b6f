import { describe, expect, it } from "vitest";
import { pagesToRecheck, routesHash, type LinkCheckRecord } from "../../src/check/linkCheckRecord.js";
import type { RenderedBefore } from "../../src/render/pageReuse.js";
import type { RenderedPage, Route } from "../../src/types.js";

function page(path: string, ids: string[], links: string[]): RenderedPage {
  return { route: { path } as Route, ids: new Set(ids), links };
}

const pages = [page("/s/a", ["top"], ["/s/b#end"]), page("/s/b", ["end"], ["/s/a", "/s/feed.xml"]), page("/s/c", [], ["/s/gone"])];
const recorded = new Map<string, RenderedBefore>(pages.map((p) => [p.route.path, { key: "k", ids: [...p.ids], links: p.links }]));
const record: LinkCheckRecord = { routes: routesHash(pages), staticTargets: ["/s/feed.xml"], outside: false, failing: ["/s/c"] };
const last = (changes: Partial<LinkCheckRecord> = {}) => ({ record: { ...record, ...changes }, pages: recorded, placeOf: (p: RenderedPage) => p.route.path });
const paths = (set: Set<RenderedPage> | undefined) => set && [...set].map((p) => p.route.path);
const files = new Set(["/s/feed.xml"]);

describe("the pages whose links an incremental check checks again", () => {
  it("are those whose links changed and those that had a broken link", () => {
    expect(paths(pagesToRecheck(last(), pages, routesHash(pages), files))).toEqual(["/s/c"]);
    const edited = [pages[0]!, page("/s/b", ["end"], ["/s/a", "/s/c"]), pages[2]!];
    expect(paths(pagesToRecheck(last(), edited, routesHash(edited), files))).toEqual(["/s/b", "/s/c"]);
  });

  it("are all of them when the last check cannot vouch for the rest", () => {
    // No record, a link into another locale, a file a link led to gone, other routes, a page with other ids.
    expect(pagesToRecheck(undefined, pages, routesHash(pages), files)).toBeUndefined();
    expect(pagesToRecheck(last({ outside: true }), pages, routesHash(pages), files)).toBeUndefined();
    expect(pagesToRecheck(last(), pages, routesHash(pages), new Set())).toBeUndefined();
    const fewer = pages.slice(0, 2);
    expect(pagesToRecheck(last(), fewer, routesHash(fewer), files)).toBeUndefined();
    const renamed = [page("/s/a", ["start"], ["/s/b#end"]), ...pages.slice(1)];
    expect(pagesToRecheck(last(), renamed, routesHash(renamed), files)).toBeUndefined();
  });
});
