import { describe, expect, it } from "vitest";
import { compile } from "./renderCompiled.js";

const page = (imports: string, body: string) => `${imports}\n\n# Page\n\n${body}\n`;

describe("CodeBlock components a page writes out", () => {
  it("are highlighted while building, with the fence's options, under whatever name the page imports them", async () => {
    const compiled = await compile(page("import Code from '@theme/CodeBlock';", '<Code language="rs" metastring="{2}" showLineNumbers={3}>{`let a = 1;\nlet b = 2;`}</Code>'));
    expect(compiled.code).toContain('highlightedLanguage="rust"');
    // A JSX attribute's string, its quotes written as HTML entities (JSX reads them back).
    const html = compiled.code.replaceAll("&quot;", '"');
    expect(html).toContain('<span class="token keyword">let</span>');
    expect(html).toContain('<code style="counter-reset:line 2;--ed-line-digits:1">');
    expect(html).toMatch(/<span class="line highlighted"><span class="token keyword">let<\/span> b/);
  });

  it("take the page's magic comments out of the code, as fenced blocks do", async () => {
    const compiled = await compile(page("import CodeBlock from '@theme/CodeBlock';", "<CodeBlock language=\"js\">{'a();\\n// highlight-next-line\\nb();'}</CodeBlock>"));
    expect(compiled.code.replaceAll("&quot;", '"')).toMatch(/<span class="line highlighted"><span class="token function">b<\/span>/);
    expect(compiled.code).not.toContain("highlight-next-line</span>");
  });

  it("are left to render plain when their code or options are computed, spread, or the component is another", async () => {
    const computed = [
      page("import CodeBlock from '@theme/CodeBlock';", '<CodeBlock language="js">{source}</CodeBlock>'),
      page("import CodeBlock from '@theme/CodeBlock';", "<CodeBlock language={lang}>{`a()`}</CodeBlock>"),
      page("import CodeBlock from '@theme/CodeBlock';", '<CodeBlock {...options}>{`a()`}</CodeBlock>'),
      page("import CodeBlock from '@site/src/components/CodeBlock';", '<CodeBlock language="js">{`a()`}</CodeBlock>'),
    ];
    for (const body of computed) expect((await compile(body)).code).not.toContain("highlightedHtml");
  });
});
