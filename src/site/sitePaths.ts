import { existsSync } from "node:fs";
import path from "node:path";
import { defaultModuleRoots } from "../bundle/moduleRoots.js";
import { docusaurusConfigFile } from "../docusaurus/docusaurusConfigFile.js";
import { docusaurusPaths } from "../docusaurus/docusaurusPaths.js";
import type { SitePaths } from "../types.js";

/**
 * Where a site's parts are, from its root folder: edsite's layout when it has `edsite.config.ts`, else
 * Docusaurus's when it has a `docusaurus.config.*` (its config may still move the docs and blog, see
 * loadSite), else edsite's, whose loader then says the config is missing.
 */
export function sitePaths(root: string, outDir?: string): SitePaths {
  const abs = path.resolve(root);
  const edsiteConfig = path.join(abs, "edsite.config.ts");
  const out = path.resolve(abs, outDir ?? "dist");
  const docusaurusConfig = existsSync(edsiteConfig) ? undefined : docusaurusConfigFile(abs);
  if (docusaurusConfig) return docusaurusPaths(abs, docusaurusConfig, out);
  const content = path.join(abs, "content");
  return {
    root: abs,
    sources: [content, path.join(abs, "public")],
    docs: path.join(content, "docs"),
    blog: path.join(content, "blog"),
    pages: path.join(content, "pages"),
    i18n: path.join(content, "i18n"),
    versioned: content,
    public: path.join(abs, "public"),
    outDir: out,
    configFile: edsiteConfig,
    moduleRoots: defaultModuleRoots(),
  };
}
