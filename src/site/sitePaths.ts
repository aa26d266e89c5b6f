import path from "node:path";
import type { SitePaths } from "../types.js";

/** Where a site's parts are, from its root folder. */
export function sitePaths(root: string, outDir?: string): SitePaths {
  const abs = path.resolve(root);
  const content = path.join(abs, "content");
  return {
    root: abs,
    content,
    docs: path.join(content, "docs"),
    blog: path.join(content, "blog"),
    pages: path.join(content, "pages"),
    i18n: path.join(content, "i18n"),
    public: path.join(abs, "public"),
    outDir: path.resolve(abs, outDir ?? "dist"),
    configFile: path.join(abs, "edsite.config.ts"),
  };
}
