import path from "node:path";
import { describe, expect, it } from "vitest";
import { compile, renderModule } from "./renderCompiled.js";

const FENCE = "# Flow\n\n```mermaid\ngraph TD;\n  A-->B;\n```\n";

describe("```mermaid blocks", () => {
  it("become the diagram component, imported once, when the build has Mermaid on", async () => {
    const { code } = await compile(`${FENCE}\n${FENCE.replace("# Flow", "## Again")}`, { mermaid: true });
    expect(code.match(/import __EdsiteMermaid from "@theme\/Mermaid"/g)).toHaveLength(1);
    expect(code).toContain('<__EdsiteMermaid value="graph TD;\n  A-->B;" />');
    expect(code).not.toContain("prism-code");
  });

  it("keep quotes, ampersands and braces of the source as written", async () => {
    const source = 'graph LR; A["x & y"] --> B{"<z>"}';
    const compiled = await compile("```mermaid\n" + source + "\n```\n", { mermaid: true });
    // The diagram component as a stand-in that shows the value it is given.
    const code = compiled.code.replace('import __EdsiteMermaid from "@theme/Mermaid";', 'import { createElement as h } from "react";\nconst __EdsiteMermaid = (props) => h("pre", { "data-value": props.value });');
    const html = await renderModule({ ...compiled, code });
    expect(html).toBe(`<pre data-value="${source.replaceAll("&", "&amp;").replaceAll('"', "&quot;").replaceAll("<", "&lt;").replaceAll(">", "&gt;")}"></pre>`);
  });

  it("stay highlighted code without it, as in Docusaurus without markdown.mermaid", async () => {
    const { code } = await compile(FENCE);
    expect(code).not.toContain("@theme/Mermaid");
    expect(code).toContain("language-mermaid");
  });
});

describe("IdealImage elements", () => {
  const fixtureDoc = path.resolve("test/fixtures/docusaurus-official-plugins/docs/diagrams.mdx");

  it("get the size of an image required from beside the page, and none for a site path", async () => {
    const body = "import Image from '@theme/IdealImage';\n\n<Image img={require('./img/square.png')} alt=\"Square\" />\n\n<Image img=\"/img/banner.png\" />\n";
    const { code } = await compile(body, {}, fixtureDoc);
    expect(code).toContain('width="8" height="8"');
    expect(code.match(/width=/g)).toHaveLength(1);
  });
});
