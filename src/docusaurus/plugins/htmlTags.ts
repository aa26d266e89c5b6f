import { escapeHtml } from "../../render/escapeHtml.js";
import type { HtmlTags } from "../../types.js";
import type { DocusaurusPlugin, PluginHtmlTag } from "./docusaurusPlugin.js";
import { PluginError, describePlugin, type PluginLabel } from "./pluginFailure.js";

/** Elements that have no end tag. */
const VOID_ELEMENTS = new Set(["area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"]);

/** Tags with no content, in every page: what `injectHtmlTags` adds to. */
export function noHtmlTags(): HtmlTags {
  return { head: [], preBody: [], postBody: [] };
}

/** Adds what a plugin's `injectHtmlTags` returned to the tags every page carries. */
export function addHtmlTags(tags: HtmlTags, given: ReturnType<NonNullable<DocusaurusPlugin["injectHtmlTags"]>>, plugin: PluginLabel): void {
  if (!given) return;
  const add = (into: string[], value: PluginHtmlTag | PluginHtmlTag[] | undefined, field: string) => {
    // Docusaurus skips empty entries (a tag left out by a condition).
    for (const tag of value === undefined ? [] : Array.isArray(value) ? value : [value]) if (tag) into.push(htmlOf(tag, plugin, field));
  };
  add(tags.head, given.headTags, "headTags");
  add(tags.preBody, given.preBodyTags, "preBodyTags");
  add(tags.postBody, given.postBodyTags, "postBodyTags");
}

/** A tag as HTML: a string as it is, an element described as `{ tagName, attributes, innerHTML }` written out. */
function htmlOf(tag: PluginHtmlTag, plugin: PluginLabel, field: string): string {
  if (typeof tag === "string") return tag;
  if (typeof tag !== "object" || tag === null || typeof tag.tagName !== "string" || !/^[a-z][a-z0-9-]*$/i.test(tag.tagName)) {
    throw new PluginError(`The plugin ${describePlugin(plugin)} gave injectHtmlTags().${field} a tag edsite cannot write: ${JSON.stringify(tag)}`, {
      file: plugin.file,
      hint: "Give each tag as HTML, or as { tagName, attributes, innerHTML } with an element's name.",
    });
  }
  const attributes = Object.entries(tag.attributes ?? {})
    .filter(([, value]) => value !== false && value !== undefined)
    .map(([name, value]) => (value === true ? ` ${name}` : ` ${name}="${escapeHtml(String(value))}"`))
    .join("");
  const name = tag.tagName.toLowerCase();
  if (VOID_ELEMENTS.has(name)) return `<${name}${attributes}>`;
  return `<${name}${attributes}>${tag.innerHTML ?? ""}</${name}>`;
}
