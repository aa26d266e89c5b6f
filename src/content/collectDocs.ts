import path from "node:path";
import { FrontMatterError, type EdsiteError } from "../errors.js";
import type { DocSource } from "../types.js";
import { splitFrontMatter } from "./readSource.js";
import type { SplitFrontMatter } from "./frontMatterMemo.js";
import { walkFiles } from "./walkFiles.js";
import type { LinkGuard } from "./linkGuard.js";
import { readText } from "./readText.js";
import { firstHeading } from "./firstHeading.js";
import { defaultNumberPrefixParser, type NumberPrefixParser } from "./numberPrefix.js";
import { DEFAULT_DOC_FILES, docFileFilter, type DocFilePatterns } from "./docFileFilter.js";
import { lazyBody, type KeptDocs } from "./keptDocs.js";
import { letBodyGo, withBody } from "./docBody.js";

const DOC_FILE = /\.mdx?$/;

export interface CollectDocsOptions {
  /** Splits each doc's front matter (dev passes a FrontMatterMemo's). */
  split?: SplitFrontMatter;
  /** Takes the ordering prefix (`01-intro.md`) off names; it never shows in ids or URLs. */
  numberPrefixParser?: NumberPrefixParser;
  /** Which files are docs (the config's `docs.include` and `docs.exclude`). */
  files?: DocFilePatterns;
  /** Which symbolic links are followed (default: those that stay inside the docs folder). */
  links?: LinkGuard;
  /** Where each doc is read from, by its path in the docs folder (a locale's translation, see collectTranslatedDocs). */
  fileOf?: (relativePath: string) => string;
  /** What earlier builds read of each doc, by the file's stamp (see KeptDocs); read afresh without it. */
  kept?: KeptDocs;
}

/** Reads every doc under `docsDir`: front matter, id, permalink, title and sidebar fields. */
export async function collectDocs(docsDir: string, docsBaseUrl: string, options: CollectDocsOptions = {}): Promise<{ docs: DocSource[]; errors: EdsiteError[] }> {
  const split = options.split ?? splitFrontMatter;
  const parse = options.numberPrefixParser ?? defaultNumberPrefixParser;
  const files = await walkFiles(docsDir, docFileFilter(options.files ?? DEFAULT_DOC_FILES), options.links);
  const docs: DocSource[] = [];
  const errors: EdsiteError[] = [];
  await Promise.all(
    files.map(async (relativePath, index) => {
      const file = options.fileOf?.(relativePath) ?? path.join(docsDir, relativePath);
      try {
        const stored = options.kept?.take(file);
        if (stored) {
          const doc = describeDoc({ file, relativePath, frontMatter: stored.frontMatter, body: "", bodyHash: stored.bodyHash }, docsBaseUrl, stored.fieldLines, parse, stored.heading);
          // Compiled from the cache by its body's hash, without the body being read.
          letBodyGo(doc, lazyBody(file, split, stored.bodyHash));
          docs[index] = doc;
          return;
        }
        if (options.kept) {
          const { frontMatter, body, fieldLines, heading, bodyHash } = await options.kept.read(file, split, readText, titleFromBody);
          docs[index] = describeDoc({ file, relativePath, frontMatter, body, bodyHash }, docsBaseUrl, fieldLines, parse, heading);
          return;
        }
        const { frontMatter, body, fieldLines } = split(await readText(file), file);
        docs[index] = describeDoc({ file, relativePath, frontMatter, body }, docsBaseUrl, fieldLines, parse);
      } catch (error) {
        if (error instanceof FrontMatterError) errors.push(error);
        else throw error;
      }
    }),
  );
  return { docs: docs.filter(Boolean), errors };
}

/**
 * Works out a doc's id and URL the way Docusaurus does, so existing links keep working. `heading` is the body's
 * title (see titleFromBody) when it is known already: kept by an earlier read, or found by KeptDocs.read.
 */
export function describeDoc(
  source: { file: string; relativePath: string; frontMatter: Record<string, unknown>; body: string; bodyHash?: string },
  docsBaseUrl: string,
  fieldLines: Record<string, number> = {},
  parse: NumberPrefixParser = defaultNumberPrefixParser,
  heading?: string | null,
): DocSource {
  const { file, relativePath, frontMatter, body, ...rest } = source;
  const fm = checkDocFrontMatter(frontMatter, file, fieldLines);
  const segments = relativePath.replace(DOC_FILE, "").split("/");
  const baseName = segments.pop()!;
  const folders = segments.map(parse);
  const dirSegments = folders.map((f) => f.filename);
  const dir = dirSegments.join("/");
  const isIndex = /^(index|readme)$/i.test(baseName) || baseName === segments[segments.length - 1];
  const parsedName = parse(baseName);
  const name = fm.id ?? parsedName.filename;
  const id = [...dirSegments, name].join("/");

  let urlPath: string;
  if (fm.slug !== undefined) {
    urlPath = fm.slug.startsWith("/") ? fm.slug : `/${[dir, fm.slug].filter(Boolean).join("/")}`;
  } else if (isIndex) {
    urlPath = dir ? `/${dir}/` : "/";
  } else {
    // The id's last part names the page, as in Docusaurus: front matter `id` renames the URL too.
    urlPath = `/${[dir, name].filter(Boolean).join("/")}`;
  }
  const permalink = `${docsBaseUrl.replace(/\/$/, "")}${urlPath}`.replace(/\/{2,}/g, "/");

  const fields = {
    file,
    relativePath,
    frontMatter,
    ...rest,
    id,
    permalink,
    title: fm.title ?? (heading === undefined ? firstHeading(body) : (heading ?? undefined)),
    sidebarLabel: fm.sidebar_label,
    // Front matter orders a doc; without it, the number its file name starts with does (as in Docusaurus).
    sidebarPosition: fm.sidebar_position ?? parsedName.numberPrefix,
    ...(folders.some((f) => f.numberPrefix !== undefined) ? { folderPositions: folders.map((f) => f.numberPrefix ?? null) } : {}),
    dir,
    isIndex,
  };
  return withBody(fields, body);
}

/** The title a doc's body gives it: its first heading, looked for only when the front matter has no title. */
function titleFromBody(frontMatter: Record<string, unknown>, body: string): string | undefined {
  return frontMatter.title === undefined ? firstHeading(body) : undefined;
}

/**
 * Lets each doc's body go once the compile stage has read it, in a build that reads it nowhere after (the
 * one-shot `build`): a body asked for again, to place a render failure, is read from its file. At 100,000
 * generated pages the bodies were some 400 MB of the main thread's heap from the compile stage to the end
 * (28 November 2026). Only a doc that knows its body's hash (see KeptDocs) can check what it reads again.
 */
export function letBodiesGo(docs: readonly DocSource[], split: SplitFrontMatter = splitFrontMatter): void {
  for (const doc of docs) if (doc.bodyHash !== undefined) letBodyGo(doc, lazyBody(doc.file, split, doc.bodyHash));
}

interface DocFrontMatter {
  id?: string;
  title?: string;
  sidebar_label?: string;
  sidebar_position?: number;
  slug?: string;
}

const STRING_FIELDS = ["id", "title", "sidebar_label", "slug", "description", "pagination_label"] as const;

/** Checks the fields whose type the build relies on; the message names the field and the expected type. */
function checkDocFrontMatter(fm: Record<string, unknown>, file: string, fieldLines: Record<string, number>): DocFrontMatter {
  const fail = (field: string, expected: string) => {
    throw new FrontMatterError(`Front matter field \`${field}\` must be ${expected}, got ${JSON.stringify(fm[field])}.`, {
      file,
      line: fieldLines[field],
      column: fieldLines[field] === undefined ? undefined : 1,
      hint: `Change \`${field}\` in the front matter of this file.`,
    });
  };
  for (const field of STRING_FIELDS) {
    if (fm[field] !== undefined && typeof fm[field] !== "string") fail(field, "a string");
  }
  if (typeof fm.id === "string" && fm.id.includes("/")) fail("id", "a name without `/`");
  if (fm.sidebar_position !== undefined && (typeof fm.sidebar_position !== "number" || !Number.isFinite(fm.sidebar_position))) {
    fail("sidebar_position", "a number");
  }
  for (const field of ["hide_table_of_contents", "draft", "unlisted"]) {
    if (fm[field] !== undefined && typeof fm[field] !== "boolean") fail(field, "true or false");
  }
  if (fm.keywords !== undefined && !(Array.isArray(fm.keywords) && fm.keywords.every((k) => typeof k === "string"))) {
    fail("keywords", "a list of strings");
  }
  for (const field of ["pagination_prev", "pagination_next"]) {
    if (fm[field] !== undefined && fm[field] !== null && typeof fm[field] !== "string") fail(field, "a doc id or null");
  }
  return fm as DocFrontMatter;
}
