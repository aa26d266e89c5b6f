// V8 spends a build's first seconds optimizing the functions that turn hot: for a cold build of the Ki site
// its background threads compiled for about 1.1 s of CPU on a 2-core machine, next to 1.2 s on the main
// thread, and the compiler threads and the highlight worker fought the main thread for both cores. A
// one-shot build ends before most of that code pays back. Asking for about twelve times more work before a
// function is optimized cut the cold Ki build from 1.74 s to 1.58 s (user CPU 2.65 s to 2.15 s); a
// 10,000-page build, where the hot code still gets optimized within its first seconds, was no slower.
// `dev` keeps V8's default: its saves run the same code again and again and want it optimized early.
import v8 from "node:v8";

/** V8's default is 67,584 (bytecode bytes executed, scaled by a function's size). */
const ONE_SHOT_INTERRUPT_BUDGET = 800_000;

/** Applies to code compiled from now on, in this thread and in workers started later. */
export function tierUpLater(): void {
  v8.setFlagsFromString(`--interrupt-budget=${ONE_SHOT_INTERRUPT_BUDGET}`);
}
