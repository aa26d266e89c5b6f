import { readFile } from "node:fs/promises";
import path from "node:path";
import type { ResolvedConfig } from "../../config/schema.js";
import { AggregateEdsiteError, ConfigError, type EdsiteError } from "../../errors.js";

/** The feeds a browser can show through a stylesheet. */
export const XML_FEEDS = ["rss", "atom"] as const;
export type XmlFeed = (typeof XML_FEEDS)[number];

const FEED_NAMES: Record<XmlFeed, string> = { rss: "RSS", atom: "Atom" };

/** A file of the site's, copied as it is beside the feeds under `name`. */
export interface CopiedFile {
  name: string;
  contents: Uint8Array;
}

/** The site's own stylesheet for one feed: its `.xsl` file and, when there is one, the `.css` file of the same name. */
export interface SiteFeedStylesheet {
  /** The `.xsl` file's absolute path. */
  source: string;
  xsl: CopiedFile;
  css?: CopiedFile;
}

export type SiteFeedStylesheets = Partial<Record<XmlFeed, SiteFeedStylesheet>>;

/**
 * Where a feed stylesheet the config names is: its `.xsl` file, resolved against the blog folder as Docusaurus
 * resolves `feedOptions.xslt`, and the `.css` file of the same name beside it, which goes with it.
 */
export function siteStylesheetFiles(blogDir: string, given: string): { xsl: string; css: string } {
  const xsl = path.resolve(blogDir, given);
  return { xsl, css: path.join(path.dirname(xsl), `${path.parse(xsl).name}.css`) };
}

/**
 * Reads the stylesheets of the site's own that the config names for the feeds the blog writes, resolved
 * against the blog folder as Docusaurus resolves `feedOptions.xslt`. A file that is not there, or two files
 * that would be written under one name, is an error; all of them are reported together.
 */
export async function readFeedStylesheets(blog: ResolvedConfig["blog"], blogDir: string, configFile: string): Promise<SiteFeedStylesheets> {
  const problems: EdsiteError[] = [];
  const read: SiteFeedStylesheets = {};
  for (const type of XML_FEEDS) {
    const given = blog.feedStylesheets[type];
    if (typeof given !== "string" || !blog.feed.types.includes(type)) continue;
    const { xsl: xslFile, css: cssFile } = siteStylesheetFiles(blogDir, given);
    const xsl = await readIfThere(xslFile);
    if (!xsl) {
      problems.push(
        new ConfigError(`The ${FEED_NAMES[type]} feed's stylesheet "${given}" is not at ${xslFile}.`, {
          file: configFile,
          hint: `Fix blog.feedStylesheets.${type}: the path of the site's .xsl file, relative to the blog folder (${blogDir}) or absolute; or true for edsite's stylesheet.`,
        }),
      );
      continue;
    }
    const css = await readIfThere(cssFile);
    read[type] = { source: xslFile, xsl: { name: path.basename(xslFile), contents: xsl }, ...(css ? { css: { name: path.basename(cssFile), contents: css } } : {}) };
  }
  problems.push(...collisions(blog, read, configFile));
  if (problems.length === 1) throw problems[0];
  if (problems.length > 1) throw new AggregateEdsiteError(problems);
  return read;
}

/**
 * Two different files the feeds and their stylesheets would write under one name beside the feeds: a site's
 * stylesheet named `atom.xsl` for the RSS feed while the Atom feed takes edsite's, say.
 */
function collisions(blog: ResolvedConfig["blog"], read: SiteFeedStylesheets, configFile: string): EdsiteError[] {
  const owners = new Map<string, string>([
    ["rss.xml", "the RSS feed"],
    ["atom.xml", "the Atom feed"],
    ["feed.json", "the JSON feed"],
  ]);
  const problems: EdsiteError[] = [];
  for (const type of XML_FEEDS) {
    if (!blog.feed.types.includes(type)) continue;
    const own = read[type];
    // The site's file is its own owner, so both feeds may share one stylesheet.
    const owner = own ? `the site's stylesheet ${own.source}` : `edsite's ${FEED_NAMES[type]} stylesheet`;
    const names = own ? [own.xsl.name, ...(own.css ? [own.css.name] : [])] : blog.feedStylesheets[type] === true ? [`${type}.xsl`, `${type}.css`] : [];
    for (const name of names) {
      const before = owners.get(name);
      if (before !== undefined && before !== owner) {
        problems.push(
          new ConfigError(`Two files would be written beside the blog's feeds as ${name}: ${before} and ${owner}.`, {
            file: configFile,
            hint: "Rename the site's .xsl file (and the .css file beside it) so that each feed and each stylesheet has a name of its own.",
          }),
        );
      }
      owners.set(name, owner);
    }
  }
  return problems;
}

/** The file's bytes, or undefined when there is no such file. */
async function readIfThere(file: string): Promise<Uint8Array | undefined> {
  try {
    return await readFile(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT" || (error as NodeJS.ErrnoException).code === "EISDIR") return undefined;
    throw error;
  }
}
