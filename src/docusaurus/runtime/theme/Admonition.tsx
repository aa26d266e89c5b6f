import type { ReactNode } from "react";
import { classNames } from "@theme/classNames";
import { admonitionType, admonitionTypes } from "../../../shared/admonitionTypes.js";


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
  const type = admonitionType(props.type);
  if (!type) {
    throw new Error(`<Admonition type="${props.type}"> is not an admonition type; the types are ${Object.keys(admonitionTypes).join(", ")}.`);
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
