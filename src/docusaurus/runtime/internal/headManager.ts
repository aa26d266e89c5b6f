// Keeps the document's head in step with the `<Head>`s mounted in the browser, as react-helmet does for
// Docusaurus: their tags (marked `data-rh`) are added and removed as they come and go, a theme tag of the same
// name stays out while a page's own replaces it, and the title and `<html>`/`<body>` attributes follow.
import type { HeadTag } from "../../../shared/types.js";
import { headTagKey, lastOfEachKey } from "../../../shared/headTagKey.js";
import { HEAD_META_APPLIED_EVENT } from "../../../client/applyHeadMeta.js";

const MARK = "data-rh";

interface HeadEntry {
  /** Render order: of two tags with one key, the later-rendered `<Head>`'s wins. */
  order: number;
  tags: HeadTag[];
}

/** What the theme gives the document where no `<Head>` says otherwise. */
export interface ThemeHead {
  /** The attributes of `<html>` and `<body>` (the site's language). */
  html: Record<string, string>;
  body: Record<string, string>;
  /** The site-wide head tags (see siteHeadTags), written again when a page's own tag that replaced one goes. */
  siteTags: HeadTag[];
}

const entries = new Map<object, HeadEntry>();
/** Theme tags taken out while a page's own tag of their key is in, to put back when it goes. */
const hidden = new Map<string, Element>();
/** Attributes and classes the `<Head>`s gave `<html>` and `<body>`, to undo what they no longer give. */
const given = { html: { attributes: new Set<string>(), classes: new Set<string>() }, body: { attributes: new Set<string>(), classes: new Set<string>() } };
let theme: ThemeHead = { html: {}, body: {}, siteTags: [] };
/** The keys the `<Head>`s set the last time, whose theme tags are out of the document. */
let replacedKeys = new Set<string | undefined>();
let appliedTitle: string | undefined;
let themeTitle: string | undefined;
let listening = false;

let renderCount = 0;
/** The next `<Head>`'s place in render order (parents render before children, earlier siblings first). */
export function nextHeadOrder(): number {
  return ++renderCount;
}

/** Registers (or updates) one `<Head>`'s tags and brings the document up to date. */
export function setHeadEntry(owner: object, entry: HeadEntry, themeHead: ThemeHead): void {
  theme = themeHead;
  entries.set(owner, entry);
  if (!listening) {
    listening = true;
    // The theme's title and tags are set again after each navigation: the pages' own go back on top.
    window.addEventListener(HEAD_META_APPLIED_EVENT, applyHead);
  }
  applyHead();
}

/** Forgets one `<Head>` and brings the document up to date. */
export function removeHeadEntry(owner: object): void {
  entries.delete(owner);
  applyHead();
}

/** A DOM element's tag and attributes, to compare it with a head tag. */
function tagOfElement(element: Element): HeadTag {
  return { tag: element.localName, attributes: Object.fromEntries([...element.attributes].filter((a) => a.name !== MARK).map((a) => [a.name, a.value])) };
}

/** A head tag as an element: the page's own (marked) or the theme's. */
function elementOf(tag: HeadTag, mark = true): Element {
  const element = document.createElement(tag.tag);
  if (mark) element.setAttribute(MARK, "true");
  for (const [name, value] of Object.entries(tag.attributes)) element.setAttribute(name, value);
  if (tag.content !== undefined) {
    if (tag.tag === "script" || tag.tag === "style") element.textContent = tag.content;
    else element.innerHTML = tag.content;
  }
  return element;
}

function applyTitle(title: string | undefined): void {
  if (document.title !== appliedTitle) themeTitle = document.title;
  if (title !== undefined) {
    document.title = title;
    appliedTitle = title;
  } else if (appliedTitle !== undefined) {
    if (document.title === appliedTitle && themeTitle !== undefined) document.title = themeTitle;
    appliedTitle = undefined;
  }
}

function applyElements(tags: HeadTag[]): void {
  const wanted = tags.map((tag) => elementOf(tag));
  for (const existing of document.head.querySelectorAll(`[${MARK}]:not(title)`)) {
    const same = wanted.findIndex((element) => element.isEqualNode(existing));
    if (same >= 0) wanted.splice(same, 1);
    else existing.remove();
  }
  document.head.append(...wanted);
  const keys = new Set(tags.map(headTagKey));
  for (const element of document.head.querySelectorAll(`meta:not([${MARK}]), link:not([${MARK}])`)) {
    const key = headTagKey(tagOfElement(element));
    if (key === undefined || !keys.has(key)) continue;
    hidden.set(key, element);
    element.remove();
  }
  // A key no longer set gets the theme's tag back: the one taken out, or, when the server never wrote it
  // (the page's own was there from the first load), the site's.
  for (const key of replacedKeys) {
    if (key === undefined || keys.has(key)) continue;
    const siteTag = theme.siteTags.find((tag) => headTagKey(tag) === key);
    const element = hidden.get(key) ?? (siteTag && elementOf(siteTag, false));
    hidden.delete(key);
    const present = [...document.head.querySelectorAll(`meta:not([${MARK}]), link:not([${MARK}])`)].some((other) => headTagKey(tagOfElement(other)) === key);
    if (element && !present) document.head.append(element);
  }
  replacedKeys = keys;
}

function applyAttributes(which: "html" | "body", tags: HeadTag[]): void {
  const element = which === "html" ? document.documentElement : document.body;
  const attributes: Record<string, string> = Object.assign({}, ...tags.filter((tag) => tag.tag === which).map((tag) => tag.attributes));
  const { class: classes = "", ...rest } = attributes;
  const state = given[which];
  const wantedClasses = new Set(classes.split(/\s+/).filter(Boolean));
  for (const name of state.classes) if (!wantedClasses.has(name)) element.classList.remove(name);
  for (const name of wantedClasses) element.classList.add(name);
  state.classes = wantedClasses;
  for (const name of state.attributes) {
    if (name in rest) continue;
    const fallback = theme[which][name];
    if (fallback === undefined) element.removeAttribute(name);
    else element.setAttribute(name, fallback);
  }
  for (const [name, value] of Object.entries(rest)) if (element.getAttribute(name) !== value) element.setAttribute(name, value);
  state.attributes = new Set(Object.keys(rest));
}

/** Writes the mounted `<Head>`s' tags into the document, the later-rendered winning for each key. */
function applyHead(): void {
  const tags = lastOfEachKey([...entries.values()].sort((a, b) => a.order - b.order).flatMap((entry) => entry.tags));
  applyTitle(tags.find((tag) => tag.tag === "title")?.content);
  applyElements(tags.filter((tag) => !["title", "html", "body"].includes(tag.tag)));
  applyAttributes("html", tags);
  applyAttributes("body", tags);
}
