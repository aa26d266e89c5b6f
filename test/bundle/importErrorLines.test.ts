// An import esbuild cannot link is reported in the writer's file, never in code edsite generated: a name a
// module does not export at the MDX import's line, a page with no default export by its file.
import { describe, expect, it } from "vitest";
import { breakableScenario } from "../failedRebuild.js";

const site = breakableScenario("site-basic");

describe("imports that do not link", () => {
  it("an import of a name the module does not export points at the MDX import, and lists what it exports", async () => {
    await site.write("content/docs/broken.mdx", '---\ntitle: Broken\n---\n\nimport { Badge, Bagde } from "@site/components/Badge";\n\n# Broken\n\n<Bagde>new</Bagde>\n');
    const result = await site.build();
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('No matching export in "components/Badge.tsx" for import "Bagde"');
    expect(result.stderr).toContain("at content/docs/broken.mdx:5:17");
    expect(result.stderr).toContain('> 5 | import { Badge, Bagde } from "@site/components/Badge";');
    expect(result.stderr).toMatch(/→ Check the name against what the file exports .* It exports: Badge\./);
    expect(result.distUntouched).toBe(true);
  }, 60_000);

  it("a page without a default export says so, names the file and what to add", async () => {
    await site.write("content/pages/about.tsx", "export function About() {\n  return <main>About</main>;\n}\n");
    const result = await site.build();
    expect(result.code).toBe(1);
    expect(result.stderr).toContain("The page /fx/about has no default export: about.tsx must export its page component as default.");
    expect(result.stderr).toContain("at content/pages/about.tsx");
    expect(result.stderr).not.toContain("edsite-route");
    expect(result.stderr).toMatch(/→ Add `export default function Page\(\).*make one of its exports \(About\) the default/);
    expect(result.distUntouched).toBe(true);
  }, 60_000);

  it("an image that is not there points at the Markdown image, and says the path is the page's own folder's", async () => {
    await site.write("content/docs/pictured.md", "---\ntitle: Pictured\n---\n\n# Pictured\n\nText first.\n\n![A diagram](./diagram.png)\n");
    const result = await site.build();
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('Could not resolve "./diagram.png"');
    expect(result.stderr).toContain("at content/docs/pictured.md:9:14");
    expect(result.stderr).toMatch(/→ No file \.\/diagram\.png there: the path is relative to the page's own folder/);
    expect(result.distUntouched).toBe(true);
  }, 60_000);
});
