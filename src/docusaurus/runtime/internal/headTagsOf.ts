import { Children, Fragment, isValidElement, type ReactNode } from "react";
import type { HeadTag } from "../../../shared/types.js";

/** Elements Docusaurus's `<Head>` takes; anything else inside it is an error in the site's code. */
const HEAD_ELEMENTS = new Set(["title", "meta", "link", "script", "style", "base", "noscript", "html", "body"]);

/** React's prop names that differ from the HTML attribute they stand for. */
const ATTRIBUTE_NAMES: Record<string, string> = {
  className: "class",
  htmlFor: "for",
  httpEquiv: "http-equiv",
  charSet: "charset",
  itemProp: "itemprop",
  crossOrigin: "crossorigin",
  hrefLang: "hreflang",
  referrerPolicy: "referrerpolicy",
  fetchPriority: "fetchpriority",
  noModule: "nomodule",
  tabIndex: "tabindex",
};

/** The text of a title or script given as children: strings and numbers joined. */
function textOf(children: ReactNode): string {
  return Children.toArray(children)
    .map((child) => (typeof child === "string" || typeof child === "number" ? String(child) : ""))
    .join("");
}

/** One element's props as a head tag: attributes by their HTML names, its text or raw HTML as content. */
function tagOf(tag: string, props: Record<string, unknown>): HeadTag {
  const attributes: Record<string, string> = {};
  for (const [name, value] of Object.entries(props)) {
    if (name === "children" || name === "dangerouslySetInnerHTML" || value === undefined || value === null || value === false) continue;
    attributes[ATTRIBUTE_NAMES[name] ?? name.toLowerCase()] = value === true ? "" : String(value);
  }
  const html = (props.dangerouslySetInnerHTML as { __html?: string } | undefined)?.__html;
  const content = html ?? (props.children === undefined ? undefined : textOf(props.children as ReactNode));
  return { tag, attributes, ...(content === undefined ? {} : { content }) };
}

/**
 * The children of a `<Head>` as plain head tags, in order, fragments opened. `where` names the component
 * for the error a child that is no head element gets.
 */
export function headTagsOf(children: ReactNode, where = "<Head>"): HeadTag[] {
  const tags: HeadTag[] = [];
  for (const child of Children.toArray(children)) {
    if (!isValidElement(child)) continue;
    const props = child.props as Record<string, unknown>;
    if (child.type === Fragment) {
      tags.push(...headTagsOf(props.children as ReactNode, where));
      continue;
    }
    if (typeof child.type !== "string" || !HEAD_ELEMENTS.has(child.type)) {
      const name = typeof child.type === "string" ? child.type : "a component";
      throw new Error(`${where} was given <${name}>, which has no place in the page's head: it takes ${[...HEAD_ELEMENTS].map((tag) => `<${tag}>`).join(", ")}.`);
    }
    tags.push(tagOf(child.type, props));
  }
  return tags;
}
