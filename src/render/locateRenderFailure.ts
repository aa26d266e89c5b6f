// A page that throws while it renders is reported where the writer can fix it: the line of the MDX page, or of
// the component the page uses, read back from the failing render's stack through its source map.
import { readFile } from "node:fs/promises";
import { SourceMap } from "node:module";
import path from "node:path";
import type { Route } from "../types.js";
import { EdsiteError } from "../errors.js";
import { codeFrame } from "../mdx/codeFrame.js";
import type { RouteFailureTrace } from "../bundle/traceRouteFailure.js";
import { componentUse, importedComponentUse } from "./componentUse.js";
import { displayPath } from "../displayPath.js";

/** A place in a source file, lines and columns from 1. */
interface Place {
  file: string;
  line: number;
  column: number;
}

/**
 * The message for route `route` failing with `error`. `trace` is the same failure caught again in a bundle
 * with a source map (see traceRouteFailure); without it the message names the page alone.
 */
export async function locateRenderFailure(route: Route, error: { message: string; stack?: string }, trace: RouteFailureTrace | undefined, siteRoot: string): Promise<EdsiteError> {
  const page = route.pageFile ?? route.sources[0];
  const places = trace ? placesInSources(trace) : [];
  const ownCode = (file: string) => isInside(file, siteRoot) && !file.split(path.sep).includes("node_modules");
  const thrownAt = places.find((place) => ownCode(place.file));

  const missing = /^Expected (?:component|object) `([^`]+)` to be defined/.exec(error.message);
  if (missing && page) return missingComponent(route, missing[1]!, page, cause(error));

  const recursion = /Maximum call stack size exceeded/.test(error.message);
  const what = recursion ? "a component calls itself without end (Maximum call stack size exceeded)" : error.message;
  const usedAt = thrownAt && page && thrownAt.file !== page ? (places.find((place) => place.file === page) ?? (await useInPage(page, thrownAt.file, siteRoot))) : undefined;
  const where = thrownAt ?? (page ? { file: page } : {});
  const used = usedAt ? `, in a component the page uses at ${displayPath(siteRoot, page!)}:${usedAt.line}` : "";
  const failure = new EdsiteError(`Rendering ${route.path} failed: ${what}${used}`, {
    ...where,
    hint: recursion
      ? "Find the component or function at that line that renders or calls itself, and give it a case that stops (or pass it smaller data each time)."
      : thrownAt
        ? "Fix the code at that line: it threw while the page rendered on the server."
        : "A component threw while rendering on the server; the message above names what went wrong.",
    cause: cause(error),
  });
  if (thrownAt) failure.codeFrame = await frameAt(thrownAt);
  return failure;
}

/** MDX's own error for a JSX name the page neither imports nor is given: placed at the first use of the name. */
async function missingComponent(route: Route, name: string, page: string, error: Error): Promise<EdsiteError> {
  const text = await readFile(page, "utf8").catch(() => undefined);
  const use = text === undefined ? undefined : componentUse(text, name);
  const root = name.split(".")[0]!;
  const failure = new EdsiteError(`Rendering ${route.path} failed: \`${root}\` is not defined: the page uses <${name} /> but neither imports it nor gets it from MDXComponents.`, {
    file: page,
    line: use?.line,
    column: use?.column,
    hint: `Import it at the top of the page (\`import ${root} from "./path/to/${root}";\`), or give it to every page through the theme's MDXComponents (src/theme/MDXComponents); check the spelling if it is meant to be an existing component.`,
    cause: error,
  });
  if (text !== undefined && use) failure.codeFrame = codeFrame(text, use.line, use.column);
  return failure;
}

/** Each frame of the trace in the bundle, read back to its source file through the bundle's source map. */
function placesInSources(trace: RouteFailureTrace): Place[] {
  const map = new SourceMap(JSON.parse(trace.sourceMap) as ConstructorParameters<typeof SourceMap>[0]);
  const places: Place[] = [];
  const marker = `${trace.bundleFile}:`;
  for (const frame of (trace.error.stack ?? "").split("\n")) {
    const at = frame.lastIndexOf(marker);
    if (at === -1) continue;
    const position = /^(\d+):(\d+)/.exec(frame.slice(at + marker.length));
    if (!position) continue;
    const entry = map.findEntry(Number(position[1]) - 1, Number(position[2]) - 1) as Partial<{ originalSource: string; originalLine: number; originalColumn: number }>;
    if (entry.originalSource === undefined || entry.originalLine === undefined) continue;
    const file = sourceFile(entry.originalSource, trace.outdir);
    if (file) places.push({ file, line: entry.originalLine + 1, column: (entry.originalColumn ?? 0) + 1 });
  }
  return places;
}

/** A source map's source as a file path: relative to the bundle's folder, or a file URL; none for a virtual module. */
function sourceFile(source: string, outdir: string): string | undefined {
  if (source.startsWith("file://")) return new URL(source).pathname;
  if (/^[a-z-]+:/.test(source)) return undefined;
  return path.resolve(outdir, source);
}

/** Where the page uses a component of `componentFile`, found by the names its imports of that file give it. */
async function useInPage(page: string, componentFile: string, siteRoot: string): Promise<{ line: number } | undefined> {
  const text = await readFile(page, "utf8").catch(() => undefined);
  return text === undefined ? undefined : importedComponentUse(text, page, componentFile, siteRoot);
}

async function frameAt(place: Place): Promise<string | undefined> {
  const text = await readFile(place.file, "utf8").catch(() => undefined);
  return text === undefined ? undefined : codeFrame(text, place.line, place.column);
}

function cause(error: { message: string; stack?: string }): Error {
  if (error instanceof Error) return error;
  const plain = new Error(error.message);
  if (error.stack) plain.stack = error.stack;
  return plain;
}

function isInside(file: string, folder: string): boolean {
  const relative = path.relative(folder, file);
  return relative !== "" && !relative.startsWith("..") && !path.isAbsolute(relative);
}
