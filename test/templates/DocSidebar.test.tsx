import { describe, expect, test } from "vitest";
import { renderToStaticMarkup } from "react-dom/server";
import { DocSidebar } from "../../templates/DocSidebar.js";
import type { SidebarItem } from "../../src/shared/types.js";
import { App } from "../../templates/App.js";
import { makeSite } from "./fixtures.js";

const items: SidebarItem[] = [
  { type: "link", label: "Intro", href: "/ki-editor/docs/intro", className: "intro-item" },
  { type: "html", value: "<strong>Guides</strong>", className: "sidebar-heading" },
  { type: "category", label: "API", collapsed: false, collapsible: true, className: "api-category", items: [{ type: "link", label: "Read", href: "/ki-editor/docs/api/read" }] },
];

describe("DocSidebar", () => {
  test("shows a sidebars file's HTML between the items, and each item's own class names", () => {
    const html = renderToStaticMarkup(
      <App site={makeSite()} meta={{ title: "Intro", permalink: "/ki-editor/docs/intro" }}>
        <DocSidebar items={items} activeHref="/ki-editor/docs/intro" />
      </App>,
    );
    expect(html).toContain('<li class="sidebar-item sidebar-item--link intro-item">');
    expect(html).toContain('<li class="sidebar-item sidebar-item--html sidebar-heading"><strong>Guides</strong></li>');
    expect(html).toMatch(/<li class="sidebar-item sidebar-category sidebar-category--level-1[^"]* api-category">/);
  });
});
