import type { ComponentPropsWithoutRef, ReactNode } from "react";
import Details from "@theme/Details";

/** Markdown's `<details>`: the theme's Details, which takes its `<summary>` child as the summary. */
export default function MDXDetails(props: ComponentPropsWithoutRef<"details">): ReactNode {
  const { onToggle: _native, ...rest } = props;
  return <Details {...rest} />;
}
