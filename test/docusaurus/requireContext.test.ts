// A require whose path is computed at run time through a webpack loader (`require(\`!!raw-loader!./x/${name}\`)`,
// a "require context"): every file the path can name is bundled through the loader, and the value picks one.
import { mkdir, mkdtemp, readFile, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { buildInProcess, scenario } from "../cli.js";
import { rewriteRequireContexts } from "../../src/bundle/loaderRequireContexts.js";

let root: string;
let build: { code: number; stdout: string; stderr: string };

beforeAll(async () => {
  root = await scenario("docusaurus-require-context");
  build = await buildInProcess(root, "--strict");
}, 120_000);

describe("loader require contexts", () => {
  it("builds with --strict, each file's text given by the value the code computes", async () => {
    expect(build.code, build.stdout + build.stderr).toBe(0);
    const html = (await readFile(path.join(root, "dist/index.html"), "utf8")).replaceAll("<!-- -->", "");
    expect(html).toContain('<pre class="hello">{ &quot;greeting&quot;: &quot;hello &lt;world&gt;&quot; }\n</pre>');
    expect(html).toContain('<pre class="deep">{ &quot;deep&quot;: true }\n</pre>');
    // A value that names no file fails as webpack's context does, naming the path.
    expect(html).toMatch(/<p class="missing">Cannot find module &quot;!!raw-loader\?esModule=false!\.\.\/snippets\/absent\.json&quot;/);
  });

  it("requires only the files with the literal's ending, and leaves code without a context as it is", async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), "edsite-context-"));
    await mkdir(path.join(dir, "data"));
    await writeFile(path.join(dir, "data/a.json"), "{}");
    await writeFile(path.join(dir, "data/b.txt"), "");
    const file = path.join(dir, "read.js");
    const rewritten = rewriteRequireContexts("export const read = (n) => require(`!!raw-loader!./data/${n}.json`);", file);
    expect(rewritten).toContain("export const read = (n) => __edsiteRequireContext0(n);");
    expect(rewritten).toContain('case "a": return require("!!raw-loader!./data/a.json");');
    expect(rewritten).not.toContain("b.txt");
    expect(rewriteRequireContexts("const x = require(`./plain/${n}`);", file)).toBeUndefined();
  });
});
