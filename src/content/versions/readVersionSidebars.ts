import { existsSync } from "node:fs";
import type { SidebarSpec } from "../buildSidebars.js";
import type { SidebarItemSpec } from "../../config/schema.js";
import type { Finding } from "../../types.js";
import { parseJsonData } from "../parseJsonData.js";
import { readText } from "../readText.js";
import { mapSidebarsFile } from "../../docusaurus/sidebars/mapSidebarsFile.js";

/**
 * A snapshot's sidebars, from the JSON file `docs:version` wrote (Docusaurus's sidebars shape, in both
 * layouts). A snapshot without one has no sidebars, as in Docusaurus. Files written by Docusaurus 1 name
 * sidebars and docs `version-<name>/x`: the prefix is taken off, since a version's ids are its own.
 */
export async function readVersionSidebars(file: string, versionName: string): Promise<{ specs: SidebarSpec[]; findings: Finding[] }> {
  if (!existsSync(file)) return { specs: [], findings: [] };
  const text = await readText(file);
  const mapped = mapSidebarsFile(parseJsonData(text, file, "versioned sidebars file"), file, text);
  const prefix = `version-${versionName}/`;
  const unprefixed = (id: string) => (id.startsWith(prefix) ? id.slice(prefix.length) : id);
  const strip = (items: SidebarItemSpec[]): SidebarItemSpec[] =>
    items.map((item): SidebarItemSpec => {
      if (item.type === "doc" || item.type === "ref") return { ...item, id: unprefixed(item.id) };
      if (item.type === "category") {
        const link = item.link && "id" in item.link ? { ...item.link, id: unprefixed(item.link.id) } : item.link;
        return { ...item, items: strip(item.items), ...(link ? { link } : {}) };
      }
      return item;
    });
  return { specs: mapped.sidebars.map((sidebar) => ({ name: unprefixed(sidebar.name), items: strip(sidebar.items) })), findings: mapped.findings };
}
