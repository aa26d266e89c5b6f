// The `validate` functions Docusaurus hands a plugin module's `validateOptions` and `validateThemeConfig`.
// Plugins pass them a Joi schema (from @docusaurus/utils-validation, installed with the plugin); what is not a
// schema leaves the value as it is.

/** What a Joi schema's `validate` answers. */
interface SchemaAnswer {
  value: Record<string, unknown>;
  error?: Error;
}

/** Checks a value with a schema's own `validate`, if it has one; throws what the schema finds. */
function checkWith(schema: unknown, value: Record<string, unknown>, settings: Record<string, boolean>): Record<string, unknown> {
  const check = (schema as { validate?: unknown } | null)?.validate;
  if (typeof check !== "function") return value;
  const answer = check.call(schema, value, settings) as SchemaAnswer;
  if (answer.error) throw answer.error;
  return answer.value;
}

/**
 * A plugin's options checked by its schema. Docusaurus adds the `id` every plugin may have to each schema;
 * here it is set aside while the schema checks the rest, and given back ("default" when there is none).
 */
export function validatePluginOptions(schema: unknown, options: Record<string, unknown>): Record<string, unknown> {
  const { id, ...rest } = options ?? {};
  return { ...checkWith(schema, rest, { convert: false }), id: id ?? "default" };
}

/** The theme config checked by a theme's schema: its defaults filled in, what the schema does not know kept. */
export function validateThemeConfig(schema: unknown, themeConfig: Record<string, unknown>): Record<string, unknown> {
  return checkWith(schema, themeConfig, { convert: false, allowUnknown: true });
}
