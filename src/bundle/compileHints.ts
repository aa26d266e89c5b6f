import type { Metafile } from "esbuild";
import type { BundledFile } from "./keptOutputFile.js";

/**
 * V8's explicit compile hint (Chrome 136 on): every function of a script that starts with this comment is
 * compiled as the script streams in, on a background thread, instead of on the main thread when first called.
 */
const EAGER_COMPILE_HINT = "//# allFunctionsCalledOnLoad\n";

/**
 * React DOM's browser build (React 18's file, then React 19's): one CommonJS function of some 130 KB that a
 * page runs whole before it can hydrate, so V8 compiles it on the main thread while the page waits.
 */
const REACT_DOM_BUILD = /(^|[\\/])react-dom[\\/]cjs[\\/]react-dom(-client)?\.production(\.min)?\.js$/;

/**
 * Puts the eager-compile hint on the chunks that hold React DOM's code. Lighthouse on the docs introduction
 * page, 28 November, four runs each at its 4× slowdown: script boot-up 462-643 ms with the hint against
 * 726-1,175 ms without, the longest task after the first paint 16-45 ms against 43-275 ms, and total
 * blocking time 0 in every run against up to 118 ms. Browsers without the hint read it as a comment.
 */
export function hintEagerCompile(files: Map<string, BundledFile>, outputs: readonly (readonly [string, Metafile["outputs"][string]])[]): void {
  for (const [file, info] of outputs) {
    if (!Object.keys(info.inputs).some((input) => REACT_DOM_BUILD.test(input))) continue;
    const original = files.get(file);
    if (!original) continue;
    const hint = new TextEncoder().encode(EAGER_COMPILE_HINT);
    const contents = new Uint8Array(hint.length + original.contents.length);
    contents.set(hint);
    contents.set(original.contents, hint.length);
    files.set(file, { contents });
  }
}
