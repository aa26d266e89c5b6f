// A post's list-page excerpt ends at a line holding only `<!-- truncate -->` (Markdown) or
// `{/* truncate */}` (MDX). A marker inside fenced code is an example, not a marker.
const MARKER = /^\s*(?:<!--\s*truncate\s*-->|\{\s*\/\*\s*truncate\s*\*\/\s*\})\s*$/;
const FENCE = /^\s*(`{3,}|~{3,})/;

/** The body up to (not including) the truncate marker's line, or undefined when the post has no marker. */
export function excerptBefore(body: string): string | undefined {
  const lines = body.split("\n");
  let fence: string | undefined;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const marker = FENCE.exec(line)?.[1];
    if (marker !== undefined) {
      if (fence === undefined) fence = marker;
      else if (marker[0] === fence[0] && marker.length >= fence.length) fence = undefined;
      continue;
    }
    if (fence === undefined && MARKER.test(line)) return lines.slice(0, i).join("\n") + "\n";
  }
  return undefined;
}
