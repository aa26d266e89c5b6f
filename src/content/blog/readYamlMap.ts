import { readFile } from "node:fs/promises";
import { LineCounter, isMap, isScalar, parseDocument } from "yaml";
import { ContentError } from "../../errors.js";

/** One top-level entry of a YAML mapping file, with the lines its key and its fields stand on. */
export interface YamlEntry {
  key: string;
  value: unknown;
  line: number;
  /** Line of each field of the entry's value, when the value is itself a mapping. */
  fieldLines: Map<string, number>;
}

/**
 * Reads a YAML file whose top level is a mapping (authors.yml, tags.yml). Keeps the line of every entry so
 * problems inside one entry can point at it. A missing file yields undefined: both files are optional.
 */
export async function readYamlMap(file: string): Promise<YamlEntry[] | undefined> {
  let text: string;
  try {
    text = await readFile(file, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw error;
  }
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter, prettyErrors: false, uniqueKeys: true });
  const problem = doc.errors[0];
  if (problem) {
    const pos = lineCounter.linePos(problem.pos[0]);
    throw new ContentError(`Invalid YAML: ${problem.message.split("\n")[0]}`, {
      file,
      line: pos.line,
      column: pos.col,
      hint: "Check the indentation; quote values that contain `:` or start with `{`, `[`, `*` or `&`.",
      cause: problem,
    });
  }
  if (doc.contents === null) return [];
  if (!isMap(doc.contents)) {
    throw new ContentError("The file must be a mapping of keys to entries.", {
      file,
      line: 1,
      column: 1,
      hint: "Start each entry with its key at the start of a line, like `jane:`, and indent its fields below it.",
    });
  }
  const values = doc.toJS() as Record<string, unknown>;
  const lineOf = (offset: number | undefined) => (offset === undefined ? 1 : lineCounter.linePos(offset).line);
  return doc.contents.items.map((pair) => {
    const keyNode = pair.key;
    const key = String(isScalar(keyNode) ? keyNode.value : keyNode);
    const fieldLines = new Map<string, number>();
    if (isMap(pair.value)) {
      for (const field of pair.value.items) {
        if (isScalar(field.key)) fieldLines.set(String(field.key.value), lineOf(field.key.range?.[0]));
      }
    }
    return { key, value: values[key], line: lineOf(isScalar(keyNode) ? keyNode.range?.[0] : undefined), fieldLines };
  });
}
