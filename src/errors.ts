// Named errors for conditions a user can cause. Each carries where it happened and how to fix it, so the
// CLI can print one clear block instead of a stack trace.

export interface ErrorLocation {
  file?: string;
  line?: number;
  column?: number;
}

/** An error the user can fix: bad config, bad front matter, broken MDX, a missing file. */
export class EdsiteError extends Error {
  readonly file?: string;
  readonly line?: number;
  readonly column?: number;
  /** What to do about it, one sentence. */
  readonly hint?: string;
  /** A few source lines around the error, with a marker, when known. */
  codeFrame?: string;

  constructor(message: string, where: ErrorLocation & { hint?: string; cause?: unknown } = {}) {
    super(message, where.cause === undefined ? undefined : { cause: where.cause });
    this.name = new.target.name;
    this.file = where.file;
    this.line = where.line;
    this.column = where.column;
    this.hint = where.hint;
  }

  /** `file:line:column`, as far as it is known. */
  get location(): string | undefined {
    if (!this.file) return undefined;
    if (this.line === undefined) return this.file;
    return `${this.file}:${this.line}${this.column === undefined ? "" : `:${this.column}`}`;
  }
}

export class ConfigError extends EdsiteError {}
export class FrontMatterError extends EdsiteError {}
export class MdxCompileError extends EdsiteError {}
export class ContentError extends EdsiteError {}
export class DuplicateRouteError extends EdsiteError {}

/** Several user errors found in one pass: reported together, failing once. */
export class AggregateEdsiteError extends EdsiteError {
  readonly errors: EdsiteError[];
  constructor(errors: EdsiteError[]) {
    super(`${errors.length} problem${errors.length === 1 ? "" : "s"} found`);
    this.errors = errors;
  }
}
