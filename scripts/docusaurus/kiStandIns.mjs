// The Ki editor's docs show keymaps and recorded tutorials that its Rust tests write into static/keymaps/ and
// static/recipes/ (`just doc-assets`); its repository keeps neither, and this machine cannot build the
// editor. So that the pages that fetch them show something, this writes small files of our own in their
// shapes (the schemas in the site's src/components/Keymap.tsx and Tutorial.tsx), one for each name a page
// passes. They are inputs of the site's build, not edits of the site.
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { readdir, readFile, writeFile, mkdir } from "node:fs/promises";
import path from "node:path";

/** Every `filename="…"` a page gives one of the two components, by component. */
async function namesUsed(docsDir) {
  const names = { KeymapFallback: new Set(), TutorialFallback: new Set() };
  for (const entry of await readdir(docsDir, { recursive: true })) {
    if (!/\.mdx?$/.test(entry)) continue;
    const text = await readFile(path.join(docsDir, entry), "utf8");
    for (const match of text.matchAll(/<(KeymapFallback|TutorialFallback)\s+filename=["']([^"']+)["']/g)) names[match[1]].add(match[2]);
  }
  return names;
}

function keymap(name, layouts) {
  const actions = ["Up", "Down", "Left", "Right", "Open", "Line", "Word", "Token", "Node", "Char"];
  const rows = layouts[0].keys.map((row, r) => row.map((_, c) => ({ normal: actions[(r * 3 + c) % actions.length], alted: c % 3 === 0 ? "Alt" : null, shifted: c % 4 === 0 ? "Shift" : null })));
  return { name, rows, keyboard_layouts: layouts };
}

function recipes(name) {
  const step = (key, text) => ({ description: `Press ${key}`, key, term_output: `\u001b[1m${name}\u001b[0m\r\n${text}\r\n`, buffer_contents_map: { "main.rs": text } });
  return {
    recipes_output: [
      { description: `${name} (a stand-in recording)`, steps: [step("w", "fn main() {}"), step("d", "fn () {}")], terminal_height: 8, terminal_width: 60, similar_vim_combos: ["dw"] },
    ],
  };
}

/**
 * Writes a stand-in keymap or recording for each one the site's pages ask for, and (from December 2025) the
 * editor's default config, which the config page imports from static/: the editor's tests copy it there from
 * src/config_default.json of the same commit, which `repo` (the site's git directory and commit) gives.
 */
export async function writeKiStandIns(siteDir, repo) {
  const layouts = JSON.parse(await readFile(path.join(siteDir, "static/keyboard-layouts.json"), "utf8"));
  const names = await namesUsed(path.join(siteDir, "docs"));
  await mkdir(path.join(siteDir, "static/keymaps"), { recursive: true });
  await mkdir(path.join(siteDir, "static/recipes"), { recursive: true });
  for (const name of names.KeymapFallback) await writeFile(path.join(siteDir, "static/keymaps", `${name}.json`), JSON.stringify(keymap(name, layouts)));
  for (const name of names.TutorialFallback) await writeFile(path.join(siteDir, "static/recipes", `${name}.json`), JSON.stringify(recipes(name)));
  const defaultConfig = path.join(siteDir, "static/config_default.json");
  if (repo && !existsSync(defaultConfig)) {
    try {
      await writeFile(defaultConfig, execFileSync("git", [`--git-dir=${repo.gitDir}`, "show", `${repo.rev}:src/config_default.json`]));
    } catch {
      // Older revisions have no such file, and no page that imports it.
    }
  }
  return { keymaps: names.KeymapFallback.size, recipes: names.TutorialFallback.size, defaultConfig: existsSync(defaultConfig) };
}
