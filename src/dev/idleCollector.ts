// A save's build makes ~50 MB of short-lived trees (Markdown, HTML, JavaScript syntax), about what the dev
// thread's young generation holds (see runDevServer). Saves seconds apart then each found it nearly full,
// and paid for a scavenge of the last save's garbage (4-8 ms) in the middle of their own build. Collected
// while the writer types instead, the next save starts with the whole young generation free.
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";

type Collect = (options?: { type?: "minor" | "major" }) => void;

let collect: Collect | undefined;

/** V8's own collector, which a context made after the flag is set exposes (the process keeps the flag). */
function collector(): Collect {
  if (!collect) {
    setFlagsFromString("--expose-gc");
    collect = runInNewContext("gc") as Collect;
  }
  return collect;
}

/** Collects the young generation once `delayMs` pass with no `cancel` (a build starting). */
export function idleCollector(delayMs: number): { schedule(): void; cancel(): void } {
  let timer: NodeJS.Timeout | undefined;
  return {
    schedule() {
      clearTimeout(timer);
      timer = setTimeout(() => collector()({ type: "minor" }), delayMs);
      timer.unref();
    },
    cancel() {
      clearTimeout(timer);
      timer = undefined;
    },
  };
}
