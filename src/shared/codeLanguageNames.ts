// The names writers give a code block's language that are not Prism's own: shared by the build's highlighter
// and the theme's CodeBlock, so a block's `language-…` class is the same whichever rendered it.

/** Names Prism has no grammar for that writers use for unhighlighted text. */
export const plainLanguages: ReadonlySet<string> = new Set(["", "text", "plaintext", "txt", "plain"]);

/**
 * Names writers use most, with the grammar they name: known without reading refractor's ~300 grammar files
 * for their aliases. A few (`rs`, `jsonc`, `console`) are other highlighters' names Prism lacks.
 */
export const commonLanguageAliases: Readonly<Record<string, string>> = {
  js: "javascript", mjs: "javascript", cjs: "javascript", ts: "typescript", mts: "typescript", sh: "bash", shell: "bash",
  console: "bash", zsh: "bash", yml: "yaml", md: "markdown", py: "python", rs: "rust", rb: "ruby", html: "markup",
  xml: "markup", svg: "markup", jsonc: "json", kt: "kotlin", cs: "csharp", "c#": "csharp", ps1: "powershell",
};
