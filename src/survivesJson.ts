// What the caches in `.edsite-cache/` keep as JSON must come back as it was: a kept build's plugin arguments
// are asked again with what JSON gave back, and kept front matter is handed to pages as JSON parses it.

/**
 * Whether JSON gives `value` back as it is: plain objects and arrays of strings, booleans, null and finite
 * numbers (not -0, which comes back as 0). An object's undefined field is left out by JSON and reads as
 * undefined again, so it counts as surviving.
 */
export function survivesJson(value: unknown): boolean {
  if (value === null || value === undefined || typeof value === "string" || typeof value === "boolean") return true;
  if (typeof value === "number") return Number.isFinite(value) && !Object.is(value, -0);
  // In an array, undefined comes back as null.
  if (Array.isArray(value)) return value.every((item) => item !== undefined && survivesJson(item));
  if (typeof value === "object" && Object.getPrototypeOf(value) === Object.prototype) return Object.values(value).every(survivesJson);
  return false;
}
