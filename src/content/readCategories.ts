import path from "node:path";
import { parse as parseYaml } from "yaml";
import { ContentError, type EdsiteError } from "../errors.js";
import type { CategoryMeta } from "../types.js";
import { walkFiles } from "./walkFiles.js";
import type { LinkGuard } from "./linkGuard.js";
import { readText } from "./readText.js";
import { parseJsonData } from "./parseJsonData.js";
import { fieldPlace } from "./fieldPlace.js";
import { codeFrame } from "../mdx/codeFrame.js";

const CATEGORY_FILE = /(^|\/)_category_\.(json|ya?ml)$/;
const KNOWN_FIELDS = new Set(["label", "position", "collapsed", "collapsible", "link", "className", "customProps", "description"]);

/** Reads every `_category_.json` (or `.yml`) under the docs folder, keyed by the folder it describes. */
export async function readCategories(docsDir: string, links?: LinkGuard): Promise<{ categories: Map<string, CategoryMeta>; errors: EdsiteError[] }> {
  const files = await walkFiles(docsDir, (rel) => CATEGORY_FILE.test(rel), links);
  const categories = new Map<string, CategoryMeta>();
  const errors: EdsiteError[] = [];
  // Read all at once (a big site has a thousand of them), then checked in order so errors keep theirs.
  const paths = files.map((relativePath) => path.join(docsDir, relativePath));
  const texts = await Promise.all(paths.map(readText));
  for (const [index, relativePath] of files.entries()) {
    const file = paths[index]!;
    const dir = path.posix.dirname(relativePath).split("/").map((s) => s.replace(/^\d+[-_.]\s*/, "")).join("/");
    try {
      const raw = parseCategoryText(texts[index]!, file);
      categories.set(dir === "." ? "" : dir, checkCategory(raw, file, dir === "." ? "" : dir, texts[index]!));
    } catch (error) {
      if (error instanceof ContentError) errors.push(error);
      else throw error;
    }
  }
  return { categories, errors };
}

function parseCategoryText(text: string, file: string): unknown {
  if (file.endsWith(".json")) return parseJsonData(text, file, "category file");
  try {
    return parseYaml(text);
  } catch (error) {
    const pos = (error as { linePos?: { line: number; col: number }[] }).linePos?.[0];
    const invalid = new ContentError(`Invalid YAML in category file: ${(error as Error).message.split("\n")[0]}`, {
      file,
      line: pos?.line,
      column: pos?.col,
      hint: "Fix the YAML syntax at that position.",
    });
    if (pos) invalid.codeFrame = codeFrame(text, pos.line, pos.col);
    throw invalid;
  }
}

function checkCategory(raw: unknown, file: string, dir: string, text: string): CategoryMeta {
  /** Fails at the field `keys` names (the file's start for the whole file). */
  const fail = (message: string, hint: string, keys: string[] = []): never => {
    const place = keys.length > 0 ? fieldPlace(text, keys) : { line: 1, column: 1 };
    const error = new ContentError(message, { file, ...place, hint });
    if (place) error.codeFrame = codeFrame(text, place.line, place.column);
    throw error;
  };
  if (raw === null || typeof raw !== "object" || Array.isArray(raw)) {
    fail("A category file must hold an object.", 'Write it like {"label": "Guides", "position": 2}.');
  }
  const c = raw as Record<string, unknown>;
  for (const key of Object.keys(c)) {
    if (!KNOWN_FIELDS.has(key)) fail(`Unknown category field \`${key}\`.`, `Known fields: ${[...KNOWN_FIELDS].join(", ")}.`, [key]);
  }
  if (c.label !== undefined && typeof c.label !== "string") fail("`label` must be a string.", "Give the category's name as text.", ["label"]);
  if (c.position !== undefined && typeof c.position !== "number") fail("`position` must be a number.", "Use a number such as 3 or 2.5.", ["position"]);
  for (const flag of ["collapsed", "collapsible"] as const) {
    if (c[flag] !== undefined && typeof c[flag] !== "boolean") fail(`\`${flag}\` must be true or false.`, `Set \`${flag}\` to true or false.`, [flag]);
  }
  let link: CategoryMeta["link"];
  if (c.link !== undefined && c.link !== null) {
    const l = c.link as Record<string, unknown>;
    if (l.type === "generated-index") {
      for (const f of ["slug", "title", "description"]) {
        if (l[f] !== undefined && typeof l[f] !== "string") fail(`\`link.${f}\` must be a string.`, `Give \`link.${f}\` as text.`, ["link", f]);
      }
      link = { type: "generated-index", slug: l.slug as string | undefined, title: l.title as string | undefined, description: l.description as string | undefined };
    } else if (l.type === "doc") {
      if (typeof l.id !== "string") fail("`link.id` must name a doc id.", 'Write {"type": "doc", "id": "folder/page"}.', ["link", "id"]);
      link = { type: "doc", id: l.id as string };
    } else {
      fail(`\`link.type\` ${JSON.stringify(l.type)} is not known.`, 'Use "generated-index" or "doc".', ["link", "type"]);
    }
  }
  const folderName = dir.split("/").pop() || "Docs";
  return {
    dir,
    label: (c.label as string | undefined) ?? folderName,
    position: c.position as number | undefined,
    ...(typeof c.collapsed === "boolean" ? { collapsed: c.collapsed } : {}),
    ...(typeof c.collapsible === "boolean" ? { collapsible: c.collapsible } : {}),
    link,
    file,
  };
}
