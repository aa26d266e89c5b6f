import { parseDocument, LineCounter, isMap } from "yaml";
import { FrontMatterError } from "../errors.js";
import { readText } from "./readText.js";

const FENCE = /^---[ \t]*$/;

/**
 * Splits a Markdown file into its YAML front matter and body. The front matter lines are replaced by empty
 * lines in the body so that every position the MDX compiler reports is a position in the real file.
 */
export function splitFrontMatter(
  text: string,
  file: string,
  parseYaml: typeof parseFrontMatterYaml = parseFrontMatterYaml,
): { frontMatter: Record<string, unknown>; body: string; fieldLines: Record<string, number> } {
  const lines = text.split("\n");
  if (!FENCE.test(lines[0]?.replace(/^\uFEFF/, "") ?? "")) return { frontMatter: {}, body: text, fieldLines: {} };
  const end = lines.findIndex((line, i) => i > 0 && FENCE.test(line.replace(/\r$/, "")));
  if (end === -1) {
    throw new FrontMatterError("The front matter block is never closed.", {
      file,
      line: 1,
      column: 1,
      hint: "Add a line with just `---` after the last front matter field.",
    });
  }
  const yamlText = lines.slice(1, end).join("\n");
  const fieldLines: Record<string, number> = {};
  const frontMatter = parseYaml(yamlText, file, 1, fieldLines);
  const body = "\n".repeat(end + 1) + lines.slice(end + 1).join("\n");
  return { frontMatter, body, fieldLines };
}

/** Parses YAML that starts after `lineOffset` lines of its file; errors point at the file's own line. */
export function parseFrontMatterYaml(
  yamlText: string,
  file: string,
  lineOffset: number,
  fieldLines: Record<string, number> = {},
): Record<string, unknown> {
  const lineCounter = new LineCounter();
  const doc = parseDocument(yamlText, { lineCounter, prettyErrors: false, uniqueKeys: true });
  const problem = doc.errors[0];
  if (problem) {
    const pos = lineCounter.linePos(problem.pos[0]);
    throw new FrontMatterError(`Invalid front matter: ${firstLine(problem.message)}`, {
      file,
      line: pos.line + lineOffset,
      column: pos.col,
      hint: "Front matter is YAML: check indentation, quote values that contain `:` or start with `{`, `[`, `*` or `&`.",
      cause: problem,
    });
  }
  if (doc.contents === null) return {};
  if (!isMap(doc.contents)) {
    throw new FrontMatterError("Front matter must be a list of `key: value` fields.", {
      file,
      line: lineOffset + 1,
      column: 1,
      hint: "Write each field on its own line, like `title: My page`.",
    });
  }
  for (const pair of doc.contents.items) {
    const key = pair.key as { value?: unknown; range?: [number, number, number] } | null;
    if (key?.range && typeof key.value === "string") fieldLines[key.value] = lineCounter.linePos(key.range[0]).line + lineOffset;
  }
  return doc.toJS() as Record<string, unknown>;
}

/** Reads a Markdown/MDX file and splits its front matter. */
export async function readSource(file: string): Promise<ReturnType<typeof splitFrontMatter>> {
  return splitFrontMatter(await readText(file), file);
}

function firstLine(message: string): string {
  return message.split("\n")[0]!.replace(/ at line \d+, column \d+:?$/, "");
}
