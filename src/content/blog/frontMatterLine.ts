/**
 * The 1-based file line of a top-level front matter field (`tags:`), so an error about its value can point
 * at it; line 1 (the opening `---`) when the field is absent.
 */
export function frontMatterLine(text: string, key: string): number {
  const lines = text.split("\n");
  if (!/^\uFEFF?---\s*$/.test(lines[0] ?? "")) return 1;
  const field = new RegExp(`^${key.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\s*:`);
  for (let i = 1; i < lines.length && !/^---\s*$/.test(lines[i]!); i++) {
    if (field.test(lines[i]!)) return i + 1;
  }
  return 1;
}
