// The line of a field in a JSON or YAML data file (JSON is YAML too), for errors about the field's value.
import { LineCounter, isMap, isScalar, parseDocument } from "yaml";

/** Where the key of the field at `keys` (outermost first) stands, or its nearest parent's; lines from 1. */
export function fieldPlace(text: string, keys: readonly string[]): { line: number; column: number } | undefined {
  const lineCounter = new LineCounter();
  let node: unknown = parseDocument(text, { lineCounter }).contents;
  let place: { line: number; column: number } | undefined;
  for (const key of keys) {
    if (!isMap(node)) break;
    const pair = node.items.find((item) => isScalar(item.key) && String(item.key.value) === key);
    const offset = pair && isScalar(pair.key) ? pair.key.range?.[0] : undefined;
    if (!pair || offset === undefined) break;
    const position = lineCounter.linePos(offset);
    place = { line: position.line, column: position.col };
    node = pair.value;
  }
  return place;
}
