import { Children, type ComponentPropsWithoutRef, type ReactNode } from "react";
import CodeBlock from "@theme/CodeBlock";
import CodeInline from "@theme/CodeInline";

/**
 * Markdown's `code`: inline code stays `<code>`; code of several lines is a CodeBlock. edsite renders fenced
 * blocks while building, so only inline code reaches this from Markdown.
 */
export default function MDXCode(props: ComponentPropsWithoutRef<"code">): ReactNode {
  const inline = Children.toArray(props.children).every((part) => typeof part === "string" && !part.includes("\n"));
  return inline ? <CodeInline {...props} /> : <CodeBlock className={props.className}>{props.children}</CodeBlock>;
}
