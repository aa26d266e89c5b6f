import type * as z from "zod";
import { NAVBAR_ITEM_TYPES } from "./schema.js";

/** `navbar.items[3].type` from a zod path. */
export function formatPath(path: readonly PropertyKey[]): string {
  let out = "";
  for (const key of path) {
    if (typeof key === "number") out += `[${key}]`;
    else out += out === "" ? String(key) : `.${String(key)}`;
  }
  return out || "(config)";
}

function valueAt(root: unknown, path: readonly PropertyKey[]): unknown {
  let value: unknown = root;
  for (const key of path) {
    if (value === null || typeof value !== "object") return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

function quote(value: unknown): string {
  if (value === undefined) return "nothing";
  const text = JSON.stringify(value);
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}

/**
 * Turns zod's issues into one line each that names the field, quotes the bad value and says what was
 * expected, so a writer can fix the config without reading a schema.
 */
export function formatConfigIssues(issues: readonly z.core.$ZodIssue[], input: unknown): string[] {
  return issues.map((issue) => {
    const where = formatPath(issue.path);
    const value = valueAt(input, issue.path);
    switch (issue.code) {
      case "invalid_union": {
        if ("discriminator" in issue && issue.discriminator === "type") {
          // zod points at the discriminator itself; the label is read from the item around it.
          const itemPath = issue.path[issue.path.length - 1] === "type" ? issue.path.slice(0, -1) : issue.path;
          const item = valueAt(input, itemPath) as { type?: unknown; label?: unknown } | undefined;
          const label = typeof item?.label === "string" ? ` (label ${quote(item.label)})` : "";
          return `${formatPath(itemPath)}.type: ${quote(item?.type)}${label} is not a known item type; expected one of ${NAVBAR_ITEM_TYPES.join(", ")}`;
        }
        return `${where}: ${quote(value)} does not match any allowed shape`;
      }
      case "unrecognized_keys":
        return `${where}: unknown field${issue.keys.length > 1 ? "s" : ""} ${issue.keys.map((k) => `\`${k}\``).join(", ")}; remove ${issue.keys.length > 1 ? "them" : "it"} or check the spelling`;
      case "invalid_type":
        return `${where}: expected ${issue.expected}, got ${value === undefined ? "nothing (the field is required)" : quote(value)}`;
      case "invalid_value":
        return `${where}: ${quote(value)} is not allowed; expected one of ${issue.values.map((v) => quote(v)).join(", ")}`;
      default:
        return `${where}: ${issue.message}${value === undefined ? "" : ` (got ${quote(value)})`}`;
    }
  });
}
