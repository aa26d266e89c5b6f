import type { Reporter } from "../build/reporter.js";

/** Prints one line per finished stage with its time: `✔ compile 312 ms`. */
export function consoleReporter(write: (line: string) => void = (l) => process.stderr.write(`${l}\n`)): Reporter {
  return {
    async stage(name, run) {
      const start = performance.now();
      const result = await run();
      write(`✔ ${name.padEnd(8)} ${Math.round(performance.now() - start)} ms`);
      return result;
    },
    warn(message) {
      write(`⚠ ${message}`);
    },
  };
}
