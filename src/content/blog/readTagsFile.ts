import type { BlogTag } from "../../shared/types.js";
import { ContentError, type EdsiteError } from "../../errors.js";
import { readYamlMap } from "./readYamlMap.js";
import { tagUrl, tagPathOf } from "./tagUrl.js";

const TAG_FIELDS = ["label", "permalink", "description"];

/**
 * Reads `tags.yml` (key → label, permalink, description). A bare key (`docs:`) is a tag labelled with its key.
 * Problems are pushed to `problems`; a missing file means no predefined tags.
 */
export async function readTagsFile(file: string, blogBase: string, problems: EdsiteError[]): Promise<Record<string, BlogTag>> {
  let entries;
  try {
    entries = await readYamlMap(file);
  } catch (error) {
    problems.push(error as EdsiteError);
    return {};
  }
  const tags: Record<string, BlogTag> = {};
  for (const { key, value, line, fieldLines } of entries ?? []) {
    const fail = (message: string, field?: string, hint?: string) =>
      problems.push(new ContentError(`Tag \`${key}\`: ${message}`, { file, line: (field && fieldLines.get(field)) || line, hint }));
    const entry = (value ?? {}) as Record<string, unknown>;
    if (typeof entry !== "object" || Array.isArray(entry)) {
      fail("the entry must be a mapping of fields.", undefined, "Indent fields under the key, like `  label: Documentation`.");
      continue;
    }
    let valid = true;
    for (const field of Object.keys(entry)) {
      if (!TAG_FIELDS.includes(field)) {
        fail(`unknown field \`${field}\`.`, field, `Known fields: ${TAG_FIELDS.join(", ")}.`);
      } else if (entry[field] !== null && typeof entry[field] !== "string") {
        fail(`\`${field}\` must be a string.`, field);
        valid = false;
      }
    }
    if (!valid) continue;
    const label = (entry.label as string | undefined) ?? key;
    const permalink = tagUrl(blogBase, (entry.permalink as string | undefined) ?? tagPathOf(key));
    tags[key] = entry.description ? { label, permalink, description: entry.description as string } : { label, permalink };
  }
  return tags;
}
