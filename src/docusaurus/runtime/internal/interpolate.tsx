import { Fragment, isValidElement, type ReactNode } from "react";

/** Fills a message's `{name}` placeholders: a string when every value is text, else React nodes. */
export function interpolate(text: string, values?: Record<string, ReactNode>): ReactNode {
  if (!values) return text;
  const parts = text.split(/(\{\w+\})/g);
  const filled = parts.map((part) => {
    const name = /^\{(\w+)\}$/.exec(part)?.[1];
    return name !== undefined && name in values ? values[name] : part;
  });
  if (filled.every((part) => !isValidElement(part))) return filled.map((part) => (part == null ? "" : String(part))).join("");
  return (
    <>
      {filled.map((part, i) => (
        <Fragment key={i}>{part}</Fragment>
      ))}
    </>
  );
}
