import type { ReactNode } from "react";
import { useSite } from "@theme/SiteContext";
import { renderedSite } from "../../../shared/renderedSite.js";
import { interpolate } from "../internal/interpolate.js";

/**
 * Docusaurus's `translate({ id, message }, values)`: the site's translation of `id` (its
 * `i18n/<locale>/code.json`), or `message`, with `{name}` placeholders filled.
 */
export function translate(options: { id?: string; message?: string; description?: string }, values?: Record<string, string | number>): string {
  // Called anywhere, even before a page renders, where it has only the default message.
  const strings = renderedSite()?.strings ?? {};
  const text = (options.id !== undefined ? strings[options.id] : undefined) ?? options.message ?? options.id ?? "";
  return String(interpolate(text, values));
}

/** Docusaurus's `<Translate id="..." values={...}>Default message</Translate>`. */
export default function Translate(props: { id?: string; description?: string; values?: Record<string, ReactNode>; children?: string }) {
  const strings = useSite().strings;
  const text = (props.id !== undefined ? strings[props.id] : undefined) ?? props.children ?? props.id ?? "";
  return <>{interpolate(text, props.values)}</>;
}
