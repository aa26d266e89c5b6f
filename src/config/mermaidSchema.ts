import * as z from "zod";

/**
 * With it, ```mermaid code blocks are diagrams, drawn in the browser by Mermaid in the page's colour mode:
 * `theme` names Mermaid's theme for each mode, `options` are given to Mermaid as they are.
 */
export const mermaidSchema = z
  .strictObject({
    theme: z.strictObject({ light: z.string().default("default"), dark: z.string().default("dark") }).default({ light: "default", dark: "dark" }),
    options: z.record(z.string(), z.unknown()).default({}),
  })
  .optional();
