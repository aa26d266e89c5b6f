import type { UserConfig } from "../../config/schema.js";
import type { OptionReader } from "./optionReader.js";

type MagicComments = NonNullable<UserConfig["magicComments"]>;

const ENTRY_HINT = 'Write each as { className: "my-line", line: "my-next-line" }, or with block: { start: "my-start", end: "my-end" }.';

/**
 * `themeConfig.prism.magicComments`: the site's list replaces the default one, as in Docusaurus, each entry
 * keeping its class (Docusaurus's own `theme-code-block-highlighted-line` included). Unset, edsite's default
 * stands, which highlights with the same comments.
 */
export function mapMagicComments(prism: OptionReader): MagicComments | undefined {
  const given = prism.take("magicComments");
  if (given === undefined) return undefined;
  if (!Array.isArray(given)) {
    prism.error("magicComments", `${prism.name("magicComments")} must be a list of magic comments, not ${JSON.stringify(given)}`, ENTRY_HINT);
    return undefined;
  }
  const mapped: MagicComments = [];
  given.forEach((value, index) => {
    const entry = prism.child(value, `${prism.name("magicComments")}[${index}]`);
    const className = entry.take("className");
    const line = entry.take("line");
    const block = entry.take("block");
    entry.done(["className", "line", "block"]);
    const problem = problemOf(value, className, line, block);
    if (problem) prism.error("magicComments", `${entry.at} ${problem}`, ENTRY_HINT);
    else mapped.push({ className: className as string, ...(line !== undefined ? { line: line as string } : {}), ...(block !== undefined ? { block: block as { start: string; end: string } } : {}) });
  });
  return mapped;
}

/** What Docusaurus would reject in one entry, said as the end of a sentence; undefined when it is sound. */
function problemOf(value: unknown, className: unknown, line: unknown, block: unknown): string | undefined {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return `is ${JSON.stringify(value)}, not an object`;
  if (typeof className !== "string" || className === "") return "has no className: the class the lines it marks get";
  if (line !== undefined && (typeof line !== "string" || line === "")) return `has the line comment ${JSON.stringify(line)}, which is not a comment's text`;
  if (block !== undefined) {
    const { start, end } = (typeof block === "object" && block !== null ? block : {}) as Record<string, unknown>;
    if (typeof start !== "string" || start === "" || typeof end !== "string" || end === "") return "has a block without its start and end comments";
  }
  if (line === undefined && block === undefined) return "has neither a line comment nor a block of them, so it marks nothing";
  return undefined;
}
