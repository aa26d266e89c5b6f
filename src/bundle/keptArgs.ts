// How a kept esbuild build (see persistedEsbuild) stores the arguments its plugins' callbacks were called
// with, to call them again on replay. As objects, field names and all, they were over half of the records: at
// 10,000 generated pages 37 MB of the 69 MB of JSON a rebuild parses, 285 ms of 566 ms parsing them alone.
// As the values of the fields esbuild always passes, in a fixed order, the records are 59 MB and those
// arguments parse in 81 ms (27 November 2026). The one-page rebuild's time moved within the machine's noise:
// medians of 6 alternating pairs 8.9 s against 9.2 s.

/** The fields of an onResolve callback's arguments that are kept by place. */
export const RESOLVE_FIELDS = ["path", "importer", "namespace", "resolveDir", "kind"] as const;
/** The fields of an onLoad callback's arguments that are kept by place. */
export const LOAD_FIELDS = ["path", "namespace", "suffix"] as const;

/** Arguments as kept: the values of `fields` (null where one is not a string), then an object of the rest. */
export type KeptArgs = (string | null | Record<string, unknown>)[];

/** The arguments as kept. An empty `with` (no import attributes) is left out, as unpackArgs puts it back. */
export function packArgs(args: object, fields: readonly string[]): KeptArgs {
  const all = args as Record<string, unknown>;
  const rest: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(all)) {
    if (fields.includes(key) && typeof value === "string") continue;
    if (key === "with" && value !== null && typeof value === "object" && Object.keys(value).length === 0) continue;
    rest[key] = value;
  }
  const values: KeptArgs = fields.map((field) => (typeof all[field] === "string" ? (all[field] as string) : null));
  return Object.keys(rest).length > 0 ? [...values, rest] : values;
}

/** The arguments `packArgs` kept, as the callback was given them (with what JSON keeps of them). */
export function unpackArgs(kept: KeptArgs, fields: readonly string[]): object {
  const args: Record<string, unknown> = { with: {} };
  fields.forEach((field, i) => {
    if (typeof kept[i] === "string") args[field] = kept[i];
  });
  const rest = kept[fields.length];
  return rest && typeof rest === "object" ? Object.assign(args, rest) : args;
}
