import type { MarkdownPageData } from "../shared/types.js";
import type { CompiledModule, PageSource, Route } from "../types.js";
import { outFileFor } from "./outFileFor.js";

/**
 * The route of a Markdown page of the pages folder: its content, with the table of contents beside it, under
 * the title its front matter gives (or its first heading).
 */
export function planMarkdownPage(page: PageSource & { markdown: NonNullable<PageSource["markdown"]> }, module: CompiledModule | undefined, baseUrl: string): Route {
  const fm = page.markdown.frontMatter;
  const title = (typeof fm.title === "string" ? fm.title : undefined) ?? module?.h1 ?? page.permalink;
  const description = typeof fm.description === "string" ? fm.description : undefined;
  const data: MarkdownPageData = { kind: "markdownPage", title, description, toc: module?.toc ?? [], hideTableOfContents: fm.hide_table_of_contents === true };
  return {
    path: page.permalink,
    kind: "markdownPage",
    sources: [page.file],
    template: "MarkdownPage",
    data,
    meta: { title, description, permalink: page.permalink, ogType: "website", keywords: Array.isArray(fm.keywords) ? (fm.keywords as string[]) : undefined },
    contentModules: [page.file],
    outFile: outFileFor(page.permalink, baseUrl),
  };
}
