import { createElement, Fragment, useMemo, type ReactNode } from "react";
import { useSite } from "./SiteContext.js";

/** Looks up a UI string by key and fills its `{name}` placeholders. */
export type Translate = (key: string, values?: Record<string, string | number>) => string;

/**
 * Builds a translator over one locale's strings. A missing key or placeholder throws, because a blank label in
 * the built site is easy to miss and hard to trace back to the strings file that lacks it.
 */
export function createTranslator(strings: Record<string, string>): Translate {
  return (key, values) => {
    const template = Object.prototype.hasOwnProperty.call(strings, key) ? strings[key] : undefined;
    if (template === undefined) {
      throw new Error(`Missing UI string "${key}": add it to templates/strings/<locale>.json (or override it in content/i18n/<locale>/).`);
    }
    return template.replace(/\{(\w+)\}/g, (_match, name: string) => {
      const value = values?.[name];
      if (value === undefined) {
        throw new Error(`UI string "${key}" uses the placeholder {${name}} but no value was given for it.`);
      }
      return String(value);
    });
  };
}

/**
 * Picks the plural form `<key>.one`, `<key>.other`, ... for `count` by the locale's plural rules, falling back
 * to `<key>.other` when the locale's strings do not define the specific form.
 */
export function translatePlural(
  t: Translate,
  strings: Record<string, string>,
  locale: string,
  key: string,
  count: number,
): string {
  const form = new Intl.PluralRules(locale).select(count);
  const formKey = `${key}.${form}`;
  return t(formKey in strings ? formKey : `${key}.other`, { count });
}

/** The current locale's translator, `t(key, values)`. */
export function useStrings(): Translate {
  const site = useSite();
  return useMemo(() => createTranslator(site.strings), [site.strings]);
}

/** Translates a count-dependent string: `plural("theme.blog.postCount", 3)` → "3 posts". */
export function usePlural(): (key: string, count: number) => string {
  const site = useSite();
  const t = useStrings();
  return (key, count) => translatePlural(t, site.strings, site.locale.code, key, count);
}

/**
 * Translates a string whose placeholders are elements rather than text (`"Last updated on {date}"` with a
 * `<time>`), so the words around them stay translatable in one piece.
 */
export function useRichStrings(): (key: string, values: Record<string, ReactNode>) => ReactNode {
  const site = useSite();
  const t = useStrings();
  return (key, values) => {
    // Fails on a missing key or an unfilled placeholder exactly like t().
    t(key, Object.fromEntries(Object.keys(values).map((name) => [name, ""])));
    const parts = site.strings[key]!.split(/\{(\w+)\}/);
    // split() puts the placeholder names at odd indexes, the text between them at even ones.
    const children = parts.map((part, index) => (index % 2 === 0 ? part : values[part]));
    return createElement(Fragment, null, ...children);
  };
}
