import { randomBytes } from "node:crypto";
import { buildRecordFile, loadRecordedBuild } from "../output/buildRecord.js";
import { siteFingerprint } from "../output/inputsFingerprint.js";
import { formatError } from "../cli/printError.js";
import type { SitePaths } from "../types.js";
import type { OutputFile } from "../output/emitSite.js";
import type { DevBuilder, DevBuildOutcome } from "./devBuilder.js";
import { BuildInterrupted } from "./buildInterrupted.js";
import type { DevEvents } from "./devEvents.js";
import { injectDevClient } from "./devPages.js";
import { findingsKey, firstBuildLine, rebuildLine, stageTimes, warningsBlock } from "./devLog.js";
import type { DevState } from "./devProtocol.js";
import { cacheDir } from "../site/cacheFiles.js";
import { pageCandidates, SiteFiles, servedSite } from "./siteFiles.js";
import { loadSnapshot, saveSnapshot, snapshotFile } from "./siteSnapshot.js";

/** How long after a build's pages are served its search files are built: after an open tab's reload. */
const SEARCH_DELAY_MS = 150;

/** How long the site must stay unchanged before its snapshot is written: never while a writer saves often. */
const SNAPSHOT_DELAY_MS = 5000;

/**
 * What the dev server serves and tells tabs, kept up to date by each build: the last good build's files,
 * the version tabs compare against, and the error of the latest build if it failed.
 */
export class DevSession {
  files?: SiteFiles;
  /** Set while `files` holds one page built first (see buildFirstPageFirst): settles once the whole site's build is done. */
  partial?: Promise<void>;
  /** Settles once something can be served: the first page built first, or the first whole build (good or not). */
  readonly firstServed = settleable();
  private readonly whole = settleable();
  /** Output paths requested before anything could be served (see want). */
  private readonly wanted: string[] = [];
  version: string;
  errorText?: string;
  /** Set once the server listens (it is created after the session). */
  events?: DevEvents;
  serverUrl = "";
  private readonly session = randomBytes(4).toString("hex");
  private builds = 0;
  private lastWarnings = "";
  private snapshotTimer?: NodeJS.Timeout;
  private saving: Promise<void> = Promise.resolve();
  private searchBuild: Promise<void> = Promise.resolve();
  private searchPending?: { timer: NodeJS.Timeout | undefined; run: () => void };

  constructor(
    private readonly builder: DevBuilder,
    private readonly paths: SitePaths,
    /** `locale`: the one served when not the default, whose builds are neither restored nor saved (a saved build is the default locale's). */
    private readonly options: { log: (text: string) => void; debug: boolean; hasPendingChanges: () => boolean; locale?: string },
  ) {
    this.version = `${this.session}:0`;
  }

  /** What a tab is told on connect and after each build; with `page` (a URL path), that page's HTML too. */
  state(page?: string): DevState {
    const state: DevState = { version: this.version, error: this.errorText === undefined ? null : { text: this.errorText } };
    const html = page === undefined ? undefined : this.files?.page(page);
    if (page !== undefined && html !== undefined) state.page = { path: page, html: injectDevClient(html, this.version) };
    return state;
  }

  /** The site's home page, once a build told the base path. */
  siteUrl(): string {
    return this.serverUrl + (this.files?.baseUrl ?? "/").slice(1);
  }

  /**
   * Serves a saved build at once if nothing it was built from has changed since: the last session's, or
   * else the output folder as `edsite build` left it (see buildRecord). Says which, if either.
   */
  async restore(): Promise<"session" | "build" | undefined> {
    if (this.options.locale !== undefined) return undefined;
    const fingerprint = (inputs: string[]) => this.fingerprint(inputs);
    const saved = await loadSnapshot(snapshotFile(cacheDir(this.paths.root)), fingerprint);
    if (saved) {
      this.files = new SiteFiles(saved);
      return "session";
    }
    const built = await loadRecordedBuild(buildRecordFile(this.paths.root), this.paths.outDir, fingerprint);
    if (!built) return undefined;
    // Its public/ files are served from public/ like any build's, so a change to one shows at once.
    this.files = new SiteFiles({ ...built, publicDir: this.paths.public, siteRoot: this.paths.root });
    return "build";
  }

  /**
   * Notes a request that came before the first build could serve anything: if it is for a page of the site,
   * that build makes the page first (see buildForDev).
   */
  want(urlPath: string): void {
    if (this.files || this.builds > 0) return;
    const candidates = pageCandidates(urlPath);
    if (candidates) this.wanted.push(...candidates);
  }

  /** Runs one build and updates what is served, the tabs and the terminal. */
  async rebuild(changes: string[]): Promise<void> {
    // The next save came before the last build's search files were built: this build brings newer ones.
    clearTimeout(this.searchPending?.timer);
    const outcome = this.builds === 0 && !this.files ? await this.buildFirstPageFirst() : await this.builder.build();
    if (this.partial && !outcome.ok) this.files = undefined;
    this.partial = undefined;
    this.whole.resolve();
    this.firstServed.resolve();
    const first = this.builds++ === 0;
    const { log } = this.options;
    if (!outcome.ok) {
      this.armSearch();
      this.errorText = formatError(outcome.error, { root: this.paths.root, debug: this.options.debug });
      this.events?.broadcast();
      log(`${this.errorText}\n  (${this.files ? "the last good build keeps serving" : "pages show this error"} until the next good save)`);
      return;
    }
    const files = new SiteFiles(servedSite(outcome.site), this.files);
    const later = outcome.site.searchLater;
    // Until the search files are built, the last build's stand in for them (a tab's search keeps working);
    // they change no page, so they are not counted as a change either.
    if (later) files.add(later.paths.flatMap((name) => this.files?.file(name) ?? []));
    const changed = files.differenceFrom(this.files);
    const wasBroken = this.errorText !== undefined;
    this.files = files;
    this.errorText = undefined;
    if (changed > 0) this.version = `${this.session}:${this.builds}`;
    if (changed > 0 || wasBroken) this.events?.broadcast(changed > 0);
    log(first ? `${firstBuildLine(outcome)}\n  → ${this.siteUrl()}` : rebuildLine(this.paths.root, changes, outcome, changed));
    if (this.options.debug) log(stageTimes(outcome));
    if (later) this.addSearchSoon(files, later);
    const key = findingsKey(outcome.site.findings);
    if (key !== this.lastWarnings) {
      const block = warningsBlock(this.paths.root, outcome.site.findings, this.lastWarnings !== "");
      if (block) log(block);
      this.lastWarnings = key;
    }
    this.scheduleSnapshot();
  }

  /**
   * The first build, when nothing is served yet: if a tab is already waiting for a page of the site, or asks
   * for one while the whole site compiles, that page is built alone and served, then the whole site is built.
   * A failure of the page's build goes unreported: the whole site's build reports it with every other error.
   */
  private async buildFirstPageFirst(): Promise<DevBuildOutcome> {
    for (;;) {
      const outcome = await this.builder.build(() => this.wanted);
      // Stopped for a page asked for while it compiled: the next round builds that page first.
      if (!outcome.ok && outcome.error instanceof BuildInterrupted) continue;
      if (outcome.ok && outcome.firstPage) {
        this.files = new SiteFiles(servedSite(outcome.site));
        this.partial = this.whole.settled;
        this.firstServed.resolve();
        this.options.log(`✔ built ${outcome.firstPage} first, in ${Math.round(outcome.ms)} ms; building the rest…`);
        if (this.options.debug) this.options.log(stageTimes(outcome));
      } else if (outcome.ok || this.wanted.length === 0) return outcome;
      // Served first, or failed with a page asked for (which may have been the one built): the whole site.
      return this.builder.build();
    }
  }

  /**
   * Builds the search files a little after the pages are served: building the index holds this thread for
   * tens of milliseconds, which right after a save would hold up the reload of the page being written. A
   * newer build drops the older one's search files, as it brings its own.
   */
  private addSearchSoon(files: SiteFiles, later: { paths: string[]; build: () => Promise<OutputFile[]> }): void {
    clearTimeout(this.searchPending?.timer);
    const run = () => {
      this.searchPending = undefined;
      this.searchBuild = later.build().then(
        (built) => {
          // A newer build serves other files, and brings search files of its own.
          if (this.files === files) files.add(built);
        },
        (error: unknown) => this.options.log(formatError(error, { root: this.paths.root, debug: this.options.debug })),
      );
    };
    this.searchPending = { timer: undefined, run };
    this.armSearch();
    // Asked for before they are built (the first build, or saves in quick succession): built right then.
    files.expect(later.paths, () => this.searchNow());
  }

  /** Builds the pending search files without waiting any longer; resolves once the last search build is done. */
  private searchNow(): Promise<void> {
    const pending = this.searchPending;
    if (pending) {
      clearTimeout(pending.timer);
      pending.run();
    }
    return this.searchBuild;
  }

  /** Starts (again) the wait before the pending search files are built. */
  private armSearch(): void {
    const pending = this.searchPending;
    if (!pending) return;
    pending.timer = setTimeout(pending.run, SEARCH_DELAY_MS);
    pending.timer.unref();
  }

  /** When the server stops: writes a snapshot still waiting for its delay (or drops it), then waits for writes. */
  async flush(save: boolean): Promise<void> {
    // A snapshot holds the search files too.
    await this.searchNow();
    if (this.snapshotTimer) {
      clearTimeout(this.snapshotTimer);
      this.snapshotTimer = undefined;
      if (save) this.saveSnapshot();
    }
    await this.saving;
  }

  private scheduleSnapshot(): void {
    clearTimeout(this.snapshotTimer);
    this.snapshotTimer = setTimeout(() => {
      this.snapshotTimer = undefined;
      this.saveSnapshot();
    }, SNAPSHOT_DELAY_MS);
    this.snapshotTimer.unref();
  }

  private saveSnapshot(): void {
    const files = this.files;
    // A save that arrived during the build is not in this output: a fingerprint taken now would vouch for it.
    if (!files || this.options.hasPendingChanges() || this.options.locale !== undefined) return;
    const inputs = this.builder.inputFiles();
    this.saving = this.saving
      .then(async () => {
        const fingerprint = this.fingerprint(inputs);
        if (fingerprint) await saveSnapshot(snapshotFile(cacheDir(this.paths.root)), files.served(), fingerprint, inputs);
      })
      .catch(() => {
        // Only the next start gets slower without it.
      });
  }

  private fingerprint(inputs: string[]): string | undefined {
    return siteFingerprint(this.paths, this.builder.codeVersion, inputs);
  }
}

/** A promise and the function that settles it. */
function settleable(): { settled: Promise<void>; resolve: () => void } {
  let resolve!: () => void;
  const settled = new Promise<void>((done) => (resolve = done));
  return { settled, resolve };
}
