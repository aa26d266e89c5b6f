import { detachedString } from "../detachedString.js";

/** The text of the first `# ` heading outside fenced code, which is what a doc is called when its front matter gives no title. */
export function firstHeading(body: string): string | undefined {
  let fence: string | undefined;
  for (const line of body.split("\n")) {
    const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (marker) {
      if (fence === undefined) fence = marker[0]!;
      else if (marker[0] === fence) fence = undefined;
      continue;
    }
    if (fence !== undefined) continue;
    const match = /^#\s+(.+?)\s*(?:\{#[^}]+\})?\s*#*\s*$/.exec(line);
    // Detached: the title is kept for the whole build, the body it was found in need not be.
    if (match) return detachedString(match[1]!.replace(/[*_`]/g, ""));
  }
  return undefined;
}
