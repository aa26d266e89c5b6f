import type { ComponentProps } from "react";
import { CodeBlockCopy } from "./CodeBlockCopy.js";

/**
 * A `<figure>` of the Markdown: a code block (the compiler's `figure.code-block`) gets its copy button after
 * the code; any other figure stays as written.
 */
export function MarkdownFigure(props: ComponentProps<"figure">) {
  const { children, ...rest } = props;
  const codeBlock = typeof rest.className === "string" && rest.className.split(" ").includes("code-block");
  return (
    <figure {...rest}>
      {children}
      {codeBlock ? <CodeBlockCopy /> : null}
    </figure>
  );
}
