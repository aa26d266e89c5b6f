import { existsSync } from "node:fs";
import path from "node:path";
import { docusaurusConfigFile } from "../docusaurus/docusaurusConfigFile.js";
import type { SitePaths } from "../types.js";

/**
 * Where a site's parts are, from its root folder: edsite's layout when it has `edsite.config.ts`, else
 * Docusaurus's when it has a `docusaurus.config.*` (its config may still move the docs and blog, see
 * readSite), else edsite's, whose loader then says the config is missing.
 */
export function sitePaths(root: string, outDir?: string): SitePaths {
  const abs = path.resolve(root);
  const edsiteConfig = path.join(abs, "edsite.config.ts");
  const docusaurusConfig = existsSync(edsiteConfig) ? undefined : docusaurusConfigFile(abs);
  const out = path.resolve(abs, outDir ?? "dist");
  if (docusaurusConfig) {
    const src = path.join(abs, "src");
    return { root: abs, sources: [path.join(abs, "docs"), path.join(abs, "blog"), src, path.join(abs, "static"), path.join(abs, "i18n")], docs: path.join(abs, "docs"), blog: path.join(abs, "blog"), pages: path.join(src, "pages"), i18n: path.join(abs, "i18n"), public: path.join(abs, "static"), outDir: out, configFile: docusaurusConfig };
  }
  const content = path.join(abs, "content");
  return {
    root: abs,
    sources: [content, path.join(abs, "public")],
    docs: path.join(content, "docs"),
    blog: path.join(content, "blog"),
    pages: path.join(content, "pages"),
    i18n: path.join(content, "i18n"),
    public: path.join(abs, "public"),
    outDir: out,
    configFile: edsiteConfig,
  };
}
