import type { EditableFile } from "../../config/schema.js";
import type { OptionReader } from "./optionReader.js";

/** One area's edit links, as edsite asks for them. */
export type AreaEditUrl = (file: EditableFile) => string | undefined;

/**
 * A docs or blog plugin's `editUrl`, with Docusaurus's meaning: a URL to which the folder's path from the
 * site and the file's path are appended, or a function given what Docusaurus gives it.
 */
export function editUrlOption(reader: OptionReader, area: EditableFile["area"]): AreaEditUrl | undefined {
  const value = reader.take("editUrl");
  if (value === undefined) return undefined;
  if (typeof value === "string") {
    const base = value.replace(/\/+$/, "");
    return (file) => `${base}/${[file.dirPath, file.path].filter((part) => part !== ".").join("/")}`;
  }
  if (typeof value === "function") {
    const ask = value as (params: Record<string, unknown>) => string | undefined;
    return area === "docs"
      ? (file) => ask({ version: file.version ?? "current", versionDocsDirPath: file.dirPath, docPath: file.path, permalink: file.permalink, locale: "en" })
      : (file) => ask({ blogDirPath: file.dirPath, blogPath: file.path, permalink: file.permalink, locale: "en" });
  }
  reader.error("editUrl", `${reader.name("editUrl")} must be a URL or a function`, "Give the URL the file's path is appended to, or a function that returns each file's URL.");
  return undefined;
}
