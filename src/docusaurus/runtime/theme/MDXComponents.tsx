import Admonition from "@theme/Admonition";
import Details from "@theme/Details";
import { headingOf, MDXA, MDXCode, MDXImg, MDXLi, MDXPre, MDXUl } from "../internal/mdxElements.js";

/**
 * Docusaurus's MDXComponents: what every MDX page renders its Markdown with, and the components it may use
 * without importing them. A site's own src/theme/MDXComponents usually spreads this map and adds to it.
 */
const MDXComponents = {
  // Markdown's <details>, its <summary> child taken as the summary.
  details: Details,
  Details,
  code: MDXCode,
  a: MDXA,
  pre: MDXPre,
  ul: MDXUl,
  li: MDXLi,
  img: MDXImg,
  h1: headingOf("h1"),
  h2: headingOf("h2"),
  h3: headingOf("h3"),
  h4: headingOf("h4"),
  h5: headingOf("h5"),
  h6: headingOf("h6"),
  admonition: Admonition,
};

export default MDXComponents;
