/** What a doc's file or folder name says once its ordering prefix is taken off. */
export interface ParsedFileName {
  filename: string;
  numberPrefix?: number;
}

/** Splits `01-intro` into `intro` and 1; a site may give its own (Docusaurus's `numberPrefixParser`). */
export type NumberPrefixParser = (filename: string) => ParsedFileName;

const PREFIX = /^(\d+)\s*[-_.]+\s*([^-_.\s].*)$/;
// Dates (`2024-01-31-notes`) and versions (`1.2-release`) start with digits but are names, not positions.
const NOT_A_PREFIX = /^\d+[-_.]\d+/;

/** The prefix Docusaurus strips by default: digits, then `-`, `_` or `.`, not a date or a version number. */
export const defaultNumberPrefixParser: NumberPrefixParser = (filename) => {
  if (NOT_A_PREFIX.test(filename)) return { filename };
  const match = PREFIX.exec(filename);
  return match ? { filename: match[2]!, numberPrefix: Number(match[1]) } : { filename };
};

/** Names keep their prefixes (`numberPrefixParser: false`). */
export const keepNumberPrefixes: NumberPrefixParser = (filename) => ({ filename });
