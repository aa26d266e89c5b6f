// Values read from JSON, a config or a plugin are checked before use; a list of strings is the most asked-for shape.

/** Whether `value` is an array whose every item is a string. */
export function isStringList(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === "string");
}
