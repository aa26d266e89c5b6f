// The elements Markdown renders to, as Docusaurus's MDXComponents names them. edsite's compiler has already
// given them their final markup (ids and hash-links on headings, resolved link and image URLs, highlighted
// code blocks), so each renders its element as it came; they exist so a site's MDXComponents can wrap or
// replace them, as on Docusaurus.
import { Children, type ComponentPropsWithoutRef, type ReactNode } from "react";
import CodeBlock from "@theme/CodeBlock";
import CodeInline from "@theme/CodeInline";

type Level = "h1" | "h2" | "h3" | "h4" | "h5" | "h6";

/** A heading of one level, rendered as compiled. */
export function headingOf(level: Level): (props: ComponentPropsWithoutRef<Level>) => ReactNode {
  const Tag = level;
  const MDXHeading = (props: ComponentPropsWithoutRef<Level>) => <Tag {...props} />;
  MDXHeading.displayName = `MDXHeading(${level})`;
  return MDXHeading;
}

/** Markdown's `code`: inline code stays `<code>`; code of several lines (JSX's `<code>` block) is a CodeBlock. */
export function MDXCode(props: ComponentPropsWithoutRef<"code">): ReactNode {
  const parts = Children.toArray(props.children);
  const inline = parts.every((part) => typeof part === "string" && !part.includes("\n"));
  return inline ? <CodeInline {...props} /> : <CodeBlock className={props.className}>{props.children}</CodeBlock>;
}

export const MDXPre = (props: ComponentPropsWithoutRef<"pre">): ReactNode => <pre {...props} />;
export const MDXA = (props: ComponentPropsWithoutRef<"a">): ReactNode => <a {...props} />;
export const MDXImg = (props: ComponentPropsWithoutRef<"img">): ReactNode => <img {...props} />;
export const MDXUl = (props: ComponentPropsWithoutRef<"ul">): ReactNode => <ul {...props} />;
export const MDXLi = (props: ComponentPropsWithoutRef<"li">): ReactNode => <li {...props} />;
