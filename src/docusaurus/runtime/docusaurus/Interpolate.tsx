import type { ReactNode } from "react";
import { interpolate } from "../internal/interpolate.js";

export { interpolate };

/** Docusaurus's `<Interpolate values={{ name }}>Hello {name}</Interpolate>`: the message with its values put in. */
export default function Interpolate(props: { children: string; values?: Record<string, ReactNode> }) {
  return <>{interpolate(props.children, props.values)}</>;
}
