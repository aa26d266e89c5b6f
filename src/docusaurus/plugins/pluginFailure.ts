import { EdsiteError } from "../../errors.js";

/** A plugin of the site's that threw, or gave what Docusaurus would reject too. */
export class PluginError extends EdsiteError {}

/** Which plugin, as messages name it: its name and, for a second instance, its id. */
export interface PluginLabel {
  name: string;
  id: string;
  /** The plugin's module file, when it has one. */
  file?: string;
}

/** How a message names a plugin: `"my-plugin"`, or `"my-plugin" (id "second")`. */
export function describePlugin(plugin: PluginLabel): string {
  return plugin.id === "default" ? `"${plugin.name}"` : `"${plugin.name}" (id "${plugin.id}")`;
}

/** Runs one hook of a plugin, turning what it throws into an error that names the plugin and the hook. */
export async function runHook<T>(plugin: PluginLabel, hook: string, run: () => T | Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof PluginError) throw error;
    const message = error instanceof Error ? error.message : String(error);
    // A hook by its name (`loadContent()`); the plugin's function by a description.
    const where = /^\w+$/.test(hook) ? `${hook}()` : hook;
    throw new PluginError(`The plugin ${describePlugin(plugin)} threw in ${where}: ${message}`, {
      file: plugin.file,
      hint: "The plugin's own code failed; fix it, or its options in the config, as Docusaurus would have to.",
      cause: error,
    });
  }
}
