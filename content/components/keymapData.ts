// The keymap diagrams' data: content/data/keymaps/<name>.json, one file per mode or menu, plus the letter
// tables of the keyboard layouts. Keys are named by their QWERTY letter, which names a physical position:
// Ki binds positions, so on Dvorak the key labelled "e" by QWERTY still carries the same action.
import layoutsJson from "../data/keymaps/layouts.json";
import extend from "../data/keymaps/extend.json";
import fileExplorer from "../data/keymaps/file-explorer.json";
import insert from "../data/keymaps/insert.json";
import multiCursor from "../data/keymaps/multi-cursor.json";
import normal from "../data/keymaps/normal.json";
import prompt from "../data/keymaps/prompt.json";
import searchConfig from "../data/keymaps/search-config.json";
import secondary from "../data/keymaps/secondary.json";
import space from "../data/keymaps/space.json";
import swap from "../data/keymaps/swap.json";
import transform from "../data/keymaps/transform.json";

/** One key's meaning in a layer. */
export interface KeyBinding {
  label: string;
  /** A key of the keymap's `kinds`; decides the key's colour. */
  kind: string;
}

/** A key outside the 3 × 10 grid (space, enter, brackets…), named as on a QWERTY keyboard. */
export interface ExtraKey extends KeyBinding {
  key: string;
}

/** The keys of one mode or menu under one modifier. */
export interface KeymapLayer {
  title: string;
  modifier: "shift" | "alt" | null;
  /** By QWERTY position name: "q" … "/". */
  keys: Record<string, KeyBinding>;
  extras?: ExtraKey[];
}

export interface KeymapFile {
  title: string;
  /** Kind → legend text, in the order the colours are assigned. */
  kinds: Record<string, string>;
  layers: Record<string, KeymapLayer>;
}

export interface KeyboardLayout {
  label: string;
  /** The three letter rows, top to bottom, ten keys each. */
  rows: [string, string, string];
  /** What shift prints for the non-letters. */
  shifted: Record<string, string>;
}

export const LAYOUTS = layoutsJson as unknown as Record<string, KeyboardLayout>;
export const LAYOUT_IDS = Object.keys(LAYOUTS);
export const DEFAULT_LAYOUT = "qwerty";

/** Every keymap by file name, as `<Keymap name="…">` refers to it. */
export const KEYMAPS: Record<string, KeymapFile> = {
  normal: normal as KeymapFile,
  "search-config": searchConfig as KeymapFile,
  secondary: secondary as KeymapFile,
  space: space as KeymapFile,
  extend: extend as KeymapFile,
  "multi-cursor": multiCursor as KeymapFile,
  swap: swap as KeymapFile,
  transform: transform as KeymapFile,
  insert: insert as KeymapFile,
  prompt: prompt as KeymapFile,
  "file-explorer": fileExplorer as KeymapFile,
};

/** The grid as QWERTY position names, row by row. */
export const POSITIONS: string[][] = LAYOUTS[DEFAULT_LAYOUT]!.rows.map((row) => [...row]);

/** What the key at a QWERTY position prints on a layout, with the layer's modifier applied. */
export function printedKey(layoutId: string, position: string, modifier: KeymapLayer["modifier"]): string {
  const layout = LAYOUTS[layoutId] ?? LAYOUTS[DEFAULT_LAYOUT]!;
  const row = POSITIONS.findIndex((keys) => keys.includes(position));
  const column = row === -1 ? -1 : POSITIONS[row]!.indexOf(position);
  const base = row === -1 ? position : (layout.rows[row]![column] ?? position);
  if (modifier !== "shift") return base;
  return layout.shifted[base] ?? base.toUpperCase();
}
