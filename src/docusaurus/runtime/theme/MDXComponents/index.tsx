import type { ComponentPropsWithoutRef } from "react";
import Admonition from "@theme/Admonition";
import MDXA from "@theme/MDXComponents/A";
import MDXCode from "@theme/MDXComponents/Code";
import MDXDetails from "@theme/MDXComponents/Details";
import MDXHeading from "@theme/MDXComponents/Heading";
import MDXImg from "@theme/MDXComponents/Img";
import MDXLi from "@theme/MDXComponents/Li";
import MDXPre from "@theme/MDXComponents/Pre";
import MDXUl from "@theme/MDXComponents/Ul";
import { MarkdownFigure } from "@theme/MarkdownFigure";

type Level = "h1" | "h2" | "h3" | "h4" | "h5" | "h6";
const heading = (as: Level) => (props: ComponentPropsWithoutRef<Level>) => <MDXHeading as={as} {...props} />;

/**
 * Docusaurus's MDXComponents: what every MDX page renders its Markdown with, and the components it may use
 * without importing them. A site's own src/theme/MDXComponents usually spreads this map and adds to it; each
 * part is a module of its own (`@theme/MDXComponents/Code`, ...) that a site may replace, as on Docusaurus.
 */
const MDXComponents = {
  details: MDXDetails,
  Details: MDXDetails,
  code: MDXCode,
  a: MDXA,
  pre: MDXPre,
  ul: MDXUl,
  li: MDXLi,
  img: MDXImg,
  h1: heading("h1"),
  h2: heading("h2"),
  h3: heading("h3"),
  h4: heading("h4"),
  h5: heading("h5"),
  h6: heading("h6"),
  admonition: Admonition,
  // edsite's own: a code block's figure, which gets the copy button (the theme's CSS styles it).
  figure: MarkdownFigure,
};

export default MDXComponents;
