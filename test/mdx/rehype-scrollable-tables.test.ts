import { describe, expect, it } from "vitest";
import { render } from "./renderCompiled.js";

describe("rehype-scrollable-tables", () => {
  it("makes content tables reachable by keyboard", async () => {
    const html = await render("| a | b |\n| - | - |\n| 1 | 2 |\n");
    expect(html).toMatch(/<table tabindex="0">/);
  });
});
