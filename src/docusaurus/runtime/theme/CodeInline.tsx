import type { ComponentPropsWithoutRef, ReactNode } from "react";

/** Docusaurus's CodeInline: code within a sentence, as Markdown's backticks render it. */
export default function CodeInline(props: ComponentPropsWithoutRef<"code">): ReactNode {
  return <code {...props} />;
}
