/** How a build tells its user what it is doing; the CLI prints, tests stay quiet. */
export interface Reporter {
  stage<T>(name: string, run: () => Promise<T>): Promise<T>;
  warn(message: string): void;
  /** A fact worth a line of its own, e.g. the size of the search index. Optional: a silent reporter skips it. */
  info?(message: string): void;
}

/** Runs stages without printing; records how long each took. */
export function silentReporter(timings: Record<string, number> = {}): Reporter {
  return {
    async stage(name, run) {
      const start = performance.now();
      try {
        return await run();
      } finally {
        timings[name] = performance.now() - start;
      }
    },
    warn() {},
  };
}
