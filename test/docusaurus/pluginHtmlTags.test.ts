// How the tags a plugin's injectHtmlTags gives are written into every page.
import { describe, expect, it } from "vitest";
import { addHtmlTags, noHtmlTags } from "../../src/docusaurus/plugins/htmlTags.js";

const plugin = { name: "tagger", id: "default", file: "/site/src/plugins/tagger.js" };

describe("a plugin's HTML tags", () => {
  it("are HTML as given, or elements written out with their attributes escaped", () => {
    const tags = noHtmlTags();
    addHtmlTags(
      tags,
      {
        headTags: [
          { tagName: "link", attributes: { rel: "preconnect", href: "https://cdn.example.com/?a=1&b=2" } },
          { tagName: "script", attributes: { async: true, defer: false, src: "/x.js" } },
          "<meta name=\"raw\" content=\"as given\">",
        ],
        preBodyTags: { tagName: "noscript", innerHTML: "<p>Turn JavaScript on</p>" },
        postBodyTags: [undefined as never, ""],
      },
      plugin,
    );
    expect(tags).toEqual({
      head: ['<link rel="preconnect" href="https://cdn.example.com/?a=1&amp;b=2">', '<script async src="/x.js"></script>', '<meta name="raw" content="as given">'],
      preBody: ["<noscript><p>Turn JavaScript on</p></noscript>"],
      postBody: [],
    });
  });

  it("name the plugin when a tag is not one edsite can write", () => {
    expect(() => addHtmlTags(noHtmlTags(), { headTags: [{ tagName: "bad tag" }] }, plugin)).toThrow('The plugin "tagger" gave injectHtmlTags().headTags a tag edsite cannot write: {"tagName":"bad tag"}');
  });
});
