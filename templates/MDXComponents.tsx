import { MarkdownFigure } from "./MarkdownFigure.js";

/**
 * The components compiled Markdown renders its elements with (see src/bundle/mdxComponentsModule.ts): only
 * code blocks' figures differ from the plain element, for their copy button.
 */
const MDXComponents = { figure: MarkdownFigure };

export default MDXComponents;
