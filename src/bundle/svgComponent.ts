import { readFile } from "node:fs/promises";
import path from "node:path";
import type { PluginBuild } from "esbuild";
import type { Program, ExpressionStatement } from "estree";
import type { JSXElement } from "estree-jsx";


/**
 * The source of a React component that draws an SVG file, as Docusaurus makes one for `import Logo from
 * "./logo.svg"`: the file's `<svg>` with its attributes in React's spelling, the props given to the
 * component spread over them (`className`, `role`, `title`...). Parsed with the HTML parser in SVG mode
 * and turned into JSX the way MDX turns Markdown's HTML into JSX.
 */
export async function svgComponentSource(svg: string, file: string): Promise<string> {
  // Loaded by the first SVG a build imports: the HTML parser is big, and most builds import none.
  const [{ fromHtml }, { toEstree }, { jsx: jsxHandlers, toJs }] = await Promise.all([import("hast-util-from-html"), import("hast-util-to-estree"), import("estree-util-to-js")]);
  const tree = fromHtml(svg, { fragment: true, space: "svg" });
  const root = tree.children.find((node) => node.type === "element" && node.tagName === "svg");
  if (!root) throw new Error(`${file} has no <svg> element to make a component of.`);
  const program = toEstree({ type: "root", children: [root] }, { space: "svg" }) as Program;
  const statement = program.body.find((node): node is ExpressionStatement => node.type === "ExpressionStatement");
  const expression = statement?.expression as unknown as { type: string; children?: JSXElement[] } | undefined;
  // toEstree wraps what it converts in a fragment; the <svg> is its one element.
  const element = (expression?.type === "JSXFragment" ? expression.children?.find((child) => child.type === "JSXElement") : expression) as JSXElement | undefined;
  if (!element) throw new Error(`${file}: its <svg> did not convert to JSX.`);
  element.openingElement.attributes.push({ type: "JSXSpreadAttribute", argument: { type: "Identifier", name: "props" } });
  const jsxCode = toJs({ type: "Program", sourceType: "module", body: [{ type: "ExpressionStatement", expression: element as never }] } as Program, { handlers: jsxHandlers }).value.trim().replace(/;$/, "");
  return `export default function SvgComponent(props) {\n  return ${jsxCode};\n}\n`;
}

/**
 * Makes an SVG file imported by code (a component, a page, MDX) a React component, as Docusaurus does; one
 * that a stylesheet names stays a file, and an image in Markdown is not an import at all.
 */
export function svgComponents(build: PluginBuild, siteRoot: string): void {
  build.onResolve({ filter: /\.svg$/ }, (args) => {
    if (args.kind === "url-token" || args.kind === "import-rule" || /\.css$/.test(args.importer)) return undefined;
    const file = args.path.startsWith("@site/") ? path.join(siteRoot, args.path.slice("@site/".length)) : path.isAbsolute(args.path) ? args.path : args.path.startsWith(".") ? path.resolve(args.resolveDir, args.path) : undefined;
    // Named by its place in the site: esbuild hashes the names of a chunk's inputs (see edsitePlugin's MDX).
    return file === undefined ? undefined : { path: path.relative(siteRoot, file), namespace: "edsite-svg" };
  });
  build.onLoad({ filter: /.*/, namespace: "edsite-svg" }, async ({ path: name }) => {
    const args = { path: path.resolve(siteRoot, name) };
    let text: string;
    try {
      text = await readFile(args.path, "utf8");
    } catch {
      return { errors: [{ text: `Could not read the SVG file ${args.path}` }] };
    }
    try {
      return { contents: await svgComponentSource(text, args.path), loader: "jsx", resolveDir: path.dirname(args.path), watchFiles: [args.path] };
    } catch (error) {
      return { errors: [{ text: (error as Error).message }] };
    }
  });
}
