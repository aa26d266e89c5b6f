import path from "node:path";
import { build, context, type BuildContext, type BuildResult, type Metafile } from "esbuild";
import type { ModuleRenderRoute } from "../bundle/bundleServer.js";
import type { BundleBuildOptions, EsbuildRunner } from "../bundle/esbuildRunner.js";
import { dispatchingPlugin, loadedHash, recordPlugins, registrationsSignature, type PluginSlot } from "./swappablePlugins.js";
import { RenderMemo } from "./renderMemo.js";
import { loadCommonJs } from "../bundle/loadCommonJs.js";
import { CLIENT_BATCH_ROUTES } from "../bundle/bundleClient.js";
import { inputsUnchanged, recordInputs, type BuildInputs } from "./unchangedBuild.js";
import { isInNodeModules } from "../bundle/esbuildInputs.js";

interface ContextSlot extends PluginSlot {
  context: BuildContext<BundleBuildOptions>;
  signature: string;
  workingDir: string;
  lastMetafile?: Metafile;
  /** The last build that ran, and what it read (see unchangedBuild). */
  last?: { result: BuildResult<BundleBuildOptions>; inputs: BuildInputs };
  /** Builds on one context run one after another. */
  queue: Promise<unknown>;
  /** Every module (metafile input) the context's builds have read: what esbuild's caches in it may hold. */
  seen: Set<string>;
  /** Set once the context holds too many modules its builds no longer read (see STALE_MODULES_MIN). */
  renew?: boolean;
}

/**
 * esbuild's caches in a context keep every module it ever parsed, by path, for as long as the context lives.
 * A name that changes over a session (a renamed page, a module named by its content) leaves its old ones
 * behind, so a context whose builds have read more modules they no longer read than this, and more than its
 * last build read, is replaced by a fresh one at its next build (which then parses everything once again).
 */
const STALE_MODULES_MIN = 64;

/**
 * Up to this many routes, each route is built on its own esbuild contexts (see bundleServerByRoute); a
 * bigger site is bundled whole, with a render memo, so dev does not hold thousands of contexts. On the Ki
 * site a save took 99 ms to the updated page this way and 220 ms bundled whole (six alternating sessions of
 * eight saves each, 25 November 2026); bundled whole, a first start without a cache had the whole site
 * about 0.5 s sooner.
 */
export const SEPARATE_ROUTE_BUILDS = 300;

/** The incremental runner, with what the terminal reports about the last build. */
export interface IncrementalEsbuild extends EsbuildRunner {
  readonly renders: RenderMemo["stats"];
  /** The files on disk the last builds read, outside node_modules (theme, site components, styles). */
  inputFiles(): string[];
  /** How many modules the live contexts' builds have read: an upper bound on what esbuild's caches hold. */
  modulesHeld(): number;
  dispose(): Promise<void>;
}

/**
 * Runs the bundle stages on long-lived esbuild contexts, one per output folder, so a rebuild re-reads only
 * what changed. A build whose options differ from its context's (another route count, another base path)
 * gets a new context. Server builds also reuse pages whose inputs did not change (see RenderMemo).
 */
export function incrementalEsbuild(options: { separateRouteBuilds?: number } = {}): IncrementalEsbuild {
  const separate = options.separateRouteBuilds ?? SEPARATE_ROUTE_BUILDS;
  const slots = new Map<string, ContextSlot>();
  const slotOf = new WeakMap<BuildResult, ContextSlot>();
  const memo = new RenderMemo();

  async function slotFor(options: BundleBuildOptions): Promise<ContextSlot | undefined> {
    const registrations = recordPlugins(options.plugins ?? [], options);
    if (!registrations) return undefined;
    const key = options.outdir ?? options.outfile ?? "";
    const signature = `${JSON.stringify({ ...options, plugins: undefined })}\n${registrationsSignature(registrations)}`;
    let slot = slots.get(key);
    if (slot && (slot.signature !== signature || slot.renew)) {
      slots.delete(key);
      await slot.queue.catch(() => {});
      await slot.context.dispose();
      slot = undefined;
    }
    if (!slot) {
      const plugin: PluginSlot = { current: registrations, loaded: new Map(), resolved: new Map() };
      const created = await context({ ...options, plugins: [dispatchingPlugin(plugin, registrations)] });
      slot = Object.assign(plugin, { context: created, signature, workingDir: options.absWorkingDir ?? process.cwd(), queue: Promise.resolve(), seen: new Set<string>() });
      slots.set(key, slot);
    }
    slot.current = registrations;
    return slot;
  }

  return {
    renders: memo.stats,
    loadCommonJs,
    // One build a route while a context a route stays cheap; a save then rebuilds only its page's chunk.
    routeBuilds: (routes) => (routes <= separate ? { routesPerBuild: 1, concurrent: true } : { routesPerBuild: CLIENT_BATCH_ROUTES, concurrent: false }),
    async build(options) {
      const slot = await slotFor(options);
      if (!slot) return build(options);
      const run = slot.queue.catch(() => {}).then(async () => {
        if (slot.last && (await inputsUnchanged(slot, slot.last.inputs))) return slot.last.result;
        const startedAt = Date.now();
        // esbuild calls the plugins again for every module and import of a rebuild, so these fill up with
        // what this build reads. Kept across builds, they held every module a context ever loaded (each
        // retitled page's sidebar view, under a new name until views had stable keys) and every import it
        // ever resolved, and each save's check (see inputsUnchanged) asked the plugins about all of them again.
        slot.loaded.clear();
        slot.resolved.clear();
        const result = await slot.context.rebuild();
        slot.last = { result, inputs: recordInputs(slot, result.metafile, slot.workingDir, startedAt) };
        const inputs = Object.keys(result.metafile.inputs);
        for (const input of inputs) slot.seen.add(input);
        const stale = slot.seen.size - inputs.length;
        if (stale > Math.max(STALE_MODULES_MIN, inputs.length)) slot.renew = true;
        return result;
      });
      slot.queue = run;
      const result = await run;
      slotOf.set(result, slot);
      slot.lastMetafile = result.metafile;
      return result;
    },
    memoizeRender(result: BuildResult<BundleBuildOptions>, renderRoute: ModuleRenderRoute): ModuleRenderRoute {
      const slot = slotOf.get(result);
      if (!slot || !result.metafile) return renderRoute;
      const hashOf = (input: string) => {
        const module = slot.loaded.get(input);
        return module && loadedHash(module);
      };
      return memo.wrap(result.metafile, slot.workingDir, hashOf, renderRoute);
    },
    inputFiles() {
      const files = new Set<string>();
      for (const slot of slots.values()) {
        for (const input of Object.keys(slot.lastMetafile?.inputs ?? {})) {
          if (slot.loaded.has(input) || isInNodeModules(input)) continue;
          files.add(path.resolve(slot.workingDir, input));
        }
      }
      return [...files].sort();
    },
    modulesHeld() {
      let held = 0;
      for (const slot of slots.values()) held += slot.seen.size;
      return held;
    },
    async dispose() {
      const all = [...slots.values()];
      slots.clear();
      await Promise.all(all.map((slot) => slot.context.dispose()));
    },
  };
}
