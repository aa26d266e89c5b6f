import { slug } from "github-slugger";
import { blogUrl } from "./blogUrls.js";

/** The URL path segment a tag gets from its name when tags.yml gives it no permalink: `Getting Started` → `getting-started`. */
export function tagPathOf(name: string): string {
  return slug(name);
}

/** The tag page's URL for a tags.yml permalink such as `/docs` or `docs`. */
export function tagUrl(blogBase: string, permalink: string): string {
  return blogUrl(blogBase, `tags/${permalink.replace(/^\/+|\/+$/g, "")}`);
}
