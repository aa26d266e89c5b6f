import { expect, test } from "vitest";
import { render } from "./renderCompiled.js";

test("prose with colons is not eaten as directives", async () => {
  const html = await render("Meet at 12:30, the a:b ratio, std::vec::Vec, and :smile: today.\n");
  expect(html).toBe("<p>Meet at 12:30, the a:b ratio, std::vec::Vec, and :smile: today.</p>");
});

test("a text directive with label and attributes comes back as written, its label still Markdown", async () => {
  const html = await render("Press :kbd[Ctrl *x*]{.key} now.\n");
  expect(html).toBe("<p>Press :kbd[Ctrl <em>x</em>]{.key} now.</p>");
});

test("a leaf directive line comes back as a paragraph of its text", async () => {
  expect(await render("::youtube[Video]{#abc}\n")).toBe("<p>::youtube[Video]{#abc}</p>");
  expect(await render("::separator\n")).toBe("<p>::separator</p>");
});

test("directives nested in a restored label are restored too", async () => {
  expect(await render("x :outer[a :inner b] y\n")).toBe("<p>x :outer[a :inner b] y</p>");
});
