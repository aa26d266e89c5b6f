/**
 * The admonition types a Markdown `:::type` block and `@theme/Admonition` accept, one list for both: each
 * type's box (the CSS class suffix `admonition-<kind>`) and the title shown when none is given.
 */
export const admonitionTypes: Readonly<Record<string, { kind: string; title: string }>> = {
  note: { kind: "note", title: "Note" },
  tip: { kind: "tip", title: "Tip" },
  info: { kind: "info", title: "Info" },
  warning: { kind: "warning", title: "Warning" },
  danger: { kind: "danger", title: "Danger" },
  // Docusaurus's other name for a warning box; titled as written.
  caution: { kind: "warning", title: "Caution" },
  // Docusaurus 2's names, which Docusaurus 3 still accepts: drawn as a note, info and tip box, each titled
  // with its own name rather than the box's.
  secondary: { kind: "note", title: "Secondary" },
  important: { kind: "info", title: "Important" },
  success: { kind: "tip", title: "Success" },
};

/** The type named, or undefined when it is not an admonition type. */
export function admonitionType(name: string): { kind: string; title: string } | undefined {
  return Object.hasOwn(admonitionTypes, name) ? admonitionTypes[name] : undefined;
}
