import { expect, test } from "vitest";
import { compile, render } from "./renderCompiled.js";

test("headings get GitHub-style slugs, unique in the document", async () => {
  const compiled = await compile("## Intro\n\n## Intro\n\n### What's `new` in v2.0?\n\n## Intro\n");
  expect(compiled.toc.map((item) => item.id)).toEqual(["intro", "intro-1", "whats-new-in-v20", "intro-2"]);
});

test("{#custom-id} wins, is removed from the text and cannot be taken by a slug", async () => {
  const compiled = await compile("## Setup\n\n## Install {#setup}\n\n## Custom *emphasis* {#my_id}\n");
  expect(compiled.toc).toEqual([
    { value: "Setup", id: "setup-1", level: 2 },
    { value: "Install", id: "setup", level: 2 },
    { value: "Custom emphasis", id: "my_id", level: 2 },
  ]);
  const html = await render("## Install {#setup}\n");
  expect(html).not.toContain("{#");
});

test("h2 gets an accessible trailing hash-link; h1 gets an id only", async () => {
  const html = await render("# Title\n\n## Getting *started*\n");
  expect(html).toBe(
    '<h1 id="title">Title</h1>\n' +
      '<h2 id="getting-started">Getting <em>started</em>' +
      '<a class="hash-link" href="#getting-started" aria-label="Direct link to Getting started">#</a></h2>',
  );
});

test("every heading id is listed in ids", async () => {
  const compiled = await compile("# Top\n\n## A\n\n#### Deep\n");
  expect(compiled.ids).toEqual(expect.arrayContaining(["top", "a", "deep"]));
});

test("an MDX comment naming the id, as Docusaurus sites write it, wins like {#custom-id} and shows nothing", async () => {
  const source = "## Headings {/* #my-heading-id */}\n\n### Heading Ids {/* #my-custom-id */}\n\n## Plain {/* a remark */}\n";
  const compiled = await compile(source);
  expect(compiled.toc.map((item) => [item.value, item.id])).toEqual([
    ["Headings", "my-heading-id"],
    ["Heading Ids", "my-custom-id"],
    ["Plain", "plain"],
  ]);
  const html = await render(source);
  expect(html).toContain('<h2 id="my-heading-id">Headings<a class="hash-link" href="#my-heading-id" aria-label="Direct link to Headings">#</a></h2>');
});
