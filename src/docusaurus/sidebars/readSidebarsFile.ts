import { evaluateSiteModule } from "../evaluateSiteModule.js";

/** What a sidebars file exports, and the site's files it was made from. */
export interface EvaluatedSidebarsFile {
  exported: unknown;
  inputs: string[];
}

/** Evaluates a sidebars file as Docusaurus loads it: its default export, or the whole module when it has none. */
export async function readSidebarsFile(file: string, cacheDir: string): Promise<EvaluatedSidebarsFile> {
  const { exports, inputs } = await evaluateSiteModule(file, cacheDir);
  return { exported: exports.default ?? exports, inputs };
}
