import { randomBytes } from "node:crypto";
import { templatesDir } from "../build/edsitePaths.js";
import { formatError } from "../cli/printError.js";
import type { SitePaths } from "../types.js";
import type { DevBuilder } from "./devBuilder.js";
import type { DevEvents } from "./devEvents.js";
import { findingsKey, firstBuildLine, rebuildLine, stageTimes, warningsBlock } from "./devLog.js";
import type { DevState } from "./devProtocol.js";
import { cacheDir } from "../build/cacheFiles.js";
import { SiteFiles, servedSite } from "./siteFiles.js";
import { inputsFingerprint, loadSnapshot, saveSnapshot, snapshotFile } from "./siteSnapshot.js";

/** How long the site must stay unchanged before its snapshot is written: never while a writer saves often. */
const SNAPSHOT_DELAY_MS = 5000;

/**
 * What the dev server serves and tells tabs, kept up to date by each build: the last good build's files,
 * the version tabs compare against, and the error of the latest build if it failed.
 */
export class DevSession {
  files?: SiteFiles;
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

  constructor(
    private readonly builder: DevBuilder,
    private readonly paths: SitePaths,
    private readonly options: { log: (text: string) => void; debug: boolean; hasPendingChanges: () => boolean },
  ) {
    this.version = `${this.session}:0`;
  }

  /** What a tab is told on connect and after each build. */
  state(): DevState {
    return { version: this.version, error: this.errorText === undefined ? null : { text: this.errorText } };
  }

  /** The site's home page, once a build told the base path. */
  siteUrl(): string {
    return this.serverUrl + (this.files?.site.baseUrl ?? "/").slice(1);
  }

  /** Serves the last session's build if nothing it was built from has changed since; true when it did. */
  async restore(): Promise<boolean> {
    const saved = await loadSnapshot(snapshotFile(cacheDir(this.paths.root)), (inputs) => this.fingerprint(inputs));
    if (!saved) return false;
    this.files = new SiteFiles(saved);
    return true;
  }

  /** Runs one build and updates what is served, the tabs and the terminal. */
  async rebuild(changes: string[]): Promise<void> {
    const outcome = await this.builder.build();
    const first = this.builds++ === 0;
    const { log } = this.options;
    if (!outcome.ok) {
      this.errorText = formatError(outcome.error, { root: this.paths.root, debug: this.options.debug });
      this.events?.broadcast();
      log(`${this.errorText}\n  (${this.files ? "the last good build keeps serving" : "pages show this error"} until the next good save)`);
      return;
    }
    const files = new SiteFiles(servedSite(outcome.site), this.files);
    const changed = files.differenceFrom(this.files);
    const wasBroken = this.errorText !== undefined;
    this.files = files;
    this.errorText = undefined;
    if (changed > 0) this.version = `${this.session}:${this.builds}`;
    if (changed > 0 || wasBroken) this.events?.broadcast();
    log(first ? `${firstBuildLine(outcome)}\n  → ${this.siteUrl()}` : rebuildLine(this.paths.root, changes, outcome, changed));
    if (this.options.debug) log(stageTimes(outcome));
    const key = findingsKey(outcome.site.findings);
    if (key !== this.lastWarnings) {
      const block = warningsBlock(this.paths.root, outcome.site.findings, this.lastWarnings !== "");
      if (block) log(block);
      this.lastWarnings = key;
    }
    this.scheduleSnapshot();
  }

  /** When the server stops: writes a snapshot still waiting for its delay (or drops it), then waits for writes. */
  async flush(save: boolean): Promise<void> {
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
    if (!files || this.options.hasPendingChanges()) return;
    const inputs = this.builder.inputFiles();
    this.saving = this.saving
      .then(async () => saveSnapshot(snapshotFile(cacheDir(this.paths.root)), files.site, await this.fingerprint(inputs), inputs))
      .catch(() => {
        // Only the next start gets slower without it.
      });
  }

  private fingerprint(inputs: string[]): Promise<string> {
    return inputsFingerprint(this.builder.codeVersion, [this.paths.content, this.paths.public, templatesDir], [this.paths.configFile, ...inputs]);
  }
}
