import type { ReactNode } from "react";
import { classNames } from "@theme/classNames";

/** Each type's class suffix and default title, as edsite's `:::note` admonitions have them. */
const TYPES: Readonly<Record<string, { kind: string; title: string }>> = {
  note: { kind: "note", title: "Note" },
  tip: { kind: "tip", title: "Tip" },
  info: { kind: "info", title: "Info" },
  warning: { kind: "warning", title: "Warning" },
  danger: { kind: "danger", title: "Danger" },
  // Docusaurus's other name for a warning; titled as written.
  caution: { kind: "warning", title: "Caution" },
  // Docusaurus 2's names, which Docusaurus 3 still renders as these types.
  secondary: { kind: "note", title: "Note" },
  important: { kind: "info", title: "Info" },
  success: { kind: "tip", title: "Tip" },
};

export interface AdmonitionProps {
  type: string;
  title?: ReactNode;
  /** Shown before the title. */
  icon?: ReactNode;
  className?: string;
  children?: ReactNode;
}

/** Docusaurus's Admonition, in the markup of edsite's `:::note` blocks so both look alike. */
export default function Admonition(props: AdmonitionProps): ReactNode {
  const type = Object.hasOwn(TYPES, props.type) ? TYPES[props.type]! : undefined;
  if (!type) {
    throw new Error(`<Admonition type="${props.type}"> is not an admonition type; the types are ${Object.keys(TYPES).join(", ")}.`);
  }
  return (
    <aside className={classNames("admonition", `admonition-${type.kind}`, props.className)}>
      <p className="admonition-title">
        {props.icon === undefined ? null : <span className="admonition-icon">{props.icon}</span>}
        {props.title ?? type.title}
      </p>
      <div className="admonition-content">{props.children}</div>
    </aside>
  );
}
