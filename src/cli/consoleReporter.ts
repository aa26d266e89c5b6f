import type { Reporter } from "../site/reporter.js";

/**
 * The build's progress for a person at a terminal: a spinner per stage that turns into `✔ compile 312 ms`.
 * On CI (`CI=true`) or when stderr is not a terminal, plain lines instead: logs have no use for spinners.
 */
export function consoleReporter(): Reporter {
  return interactive() ? spinnerReporter() : plainReporter();
}

/**
 * Whether a person is watching: stderr is a terminal that knows its width (a spinner redraws by counting
 * wrapped lines, which a zero-width pseudo-terminal turns into an endless redraw) and no CI variable is set.
 */
function interactive(): boolean {
  const ci = process.env.CI;
  return Boolean(process.stderr.isTTY) && process.stderr.columns > 0 && (ci === undefined || ci === "" || ci === "false" || ci === "0");
}

const line = (name: string, ms: number) => `${name.padEnd(8)} ${Math.round(ms)} ms`;

/** Prints one line per finished stage with its time: `✔ compile  312 ms`. */
export function plainReporter(write: (line: string) => void = (l) => process.stderr.write(`${l}\n`)): Reporter {
  return {
    async stage(name, run) {
      const start = performance.now();
      const result = await run();
      write(`✔ ${line(name, performance.now() - start)}`);
      return result;
    },
    warn(message) {
      write(`⚠ ${message}`);
    },
    info(message) {
      write(`ℹ ${message}`);
    },
  };
}

/** A spinner while a stage runs, then its time; a failed stage ends with `✖` before the error is printed. */
export function spinnerReporter(stream: NodeJS.WriteStream = process.stderr): Reporter {
  return {
    async stage(name, run) {
      const { default: ora } = await import("ora");
      // discardStdin would put the terminal in raw mode, which delays Ctrl+C during synchronous work.
      const spinner = ora({ text: name, stream, discardStdin: false }).start();
      const start = performance.now();
      try {
        const result = await run();
        spinner.succeed(line(name, performance.now() - start));
        return result;
      } catch (error) {
        spinner.fail(`${name.padEnd(8)} failed after ${Math.round(performance.now() - start)} ms`);
        throw error;
      }
    },
    warn(message) {
      stream.write(`⚠ ${message}\n`);
    },
    info(message) {
      stream.write(`ℹ ${message}\n`);
    },
  };
}
