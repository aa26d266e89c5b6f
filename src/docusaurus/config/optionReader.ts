import type { Finding, SourcePosition } from "../../types.js";
import { closestName } from "../../config/closestName.js";
import { keyPosition, stringPosition } from "./keyPosition.js";

/** What mapping a Docusaurus config found: options edsite does not honour (warnings, errors under --strict) and mistakes. */
export interface MappingReport {
  /** The config file and its text, to point at the option a finding names. */
  file: string;
  source: string;
  findings: Finding[];
  /** Options Docusaurus itself would reject (a misspelt name, a wrong type): the build stops on them. */
  errors: { message: string; line?: number; column?: number; hint: string }[];
}

/**
 * Reads one object of a Docusaurus config (the config, a preset's options, the theme config) option by
 * option. Every option must be taken, accepted or named unsupported; `done()` reports those left, so no
 * option is ever skipped in silence.
 */
export class OptionReader {
  private readonly seen = new Set<string>();

  constructor(
    private readonly value: Record<string, unknown>,
    /** Where the object sits, for messages: `presets[0].docs`. */
    readonly at: string,
    private readonly report: MappingReport,
  ) {}

  /** An option's value, now counted as handled. */
  take<T = unknown>(key: string): T | undefined {
    this.seen.add(key);
    return this.value[key] as T | undefined;
  }

  /** A nested object option, read the same way; undefined when absent or not an object. */
  object(key: string): OptionReader | undefined {
    const value = this.take(key);
    if (value === undefined || value === false) return undefined;
    if (typeof value !== "object" || value === null || Array.isArray(value)) {
      this.error(key, `${this.name(key)} must be an object, not ${JSON.stringify(value)}`, "Write it as { ... } or remove it.");
      return undefined;
    }
    return new OptionReader(value as Record<string, unknown>, this.name(key), this.report);
  }

  /** Reads an object found inside this one (an item of a list option), reporting into the same report. */
  child(value: unknown, at: string): OptionReader {
    const object = typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
    return new OptionReader(object, at, this.report);
  }

  /** The names of the options the object sets. */
  keys(): string[] {
    return Object.keys(this.value).filter((key) => this.value[key] !== undefined);
  }

  /** Options that change nothing a build makes (deployment settings, say): taken, with no effect. */
  accept(...keys: string[]): void {
    for (const key of keys) this.seen.add(key);
  }

  /** A finding for an option edsite does not honour, if the config sets it; `what` says what to do. */
  unsupported(key: string, what: string): void {
    this.seen.add(key);
    if (this.value[key] === undefined) return;
    this.warn(key, `${this.name(key)} is not supported by edsite: ${what}`);
  }

  /** A finding at this option's place in the config file, or at the string `near` where it is written. */
  warn(key: string, message: string, near?: string): void {
    this.report.findings.push({ kind: "unsupported", message, source: this.place(key, near) });
  }

  /** This option's place in the config file, or that of the string `near` where it is written. */
  place(key: string, near?: string): SourcePosition {
    const where = (near !== undefined && stringPosition(this.report.source, near)) || keyPosition(this.report.source, key);
    return { file: this.report.file, ...where };
  }

  /** An error at this option's place in the config file. */
  error(key: string, message: string, hint: string): void {
    this.report.errors.push({ message, hint, ...keyPosition(this.report.source, key) });
  }

  /**
   * Reports what no call took: a name Docusaurus knows is an unsupported option; any other name is a mistake
   * Docusaurus would reject too, reported with the closest known name.
   */
  done(known: readonly string[], whatToDo = "remove it, or build this site with Docusaurus"): void {
    for (const key of Object.keys(this.value)) {
      if (this.seen.has(key) || this.value[key] === undefined) continue;
      if (known.includes(key)) {
        this.warn(key, `${this.name(key)} is not supported by edsite yet: ${whatToDo}`);
        continue;
      }
      const suggestion = closestName(key, [...known, ...this.seen]);
      this.error(key, `${this.name(key)} is not an option Docusaurus knows`, suggestion ? `Did you mean "${suggestion}"?` : `Remove it; the known options here are: ${known.join(", ")}.`);
    }
  }

  /**
   * As done(), for an object whose schema in Docusaurus lets unknown names through (`themeConfig`,
   * `themeConfig.prism`): a name Docusaurus does not know is no mistake there, so it becomes a warning, worded
   * by `unknown` (given the option's full name and its key), instead of an error.
   */
  doneOpen(known: readonly string[], unknown: (name: string, key: string) => string, whatToDo?: string): void {
    for (const key of Object.keys(this.value)) {
      if (this.seen.has(key) || this.value[key] === undefined || known.includes(key)) continue;
      this.seen.add(key);
      this.warn(key, unknown(this.name(key), key));
    }
    this.done(known, whatToDo);
  }

  /** The option's full name, for messages: `presets[0][1].blog.onInlineTags`. */
  name(key: string): string {
    return this.at ? `${this.at}.${key}` : key;
  }
}
