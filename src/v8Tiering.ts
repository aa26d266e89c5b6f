// V8 spends a build's first seconds optimizing the functions that turn hot: in a cold build of the Ki site
// its background threads compiled for about 1.1 s of CPU on a 2-core machine, next to 1.2 s on the main
// thread, and they fought the main thread (and then a highlighting worker) for both cores. A build that
// short ends before most of that code pays back. Asking for about twelve times more work before a function
// is optimized cut the cold Ki build from 1.74 s to 1.58 s (user CPU 2.65 s to 2.15 s); a 10,000-page
// build, where the hot code still gets optimized within its first seconds, was no slower. Once highlighting
// moved into the main thread, about four and a half times did better still; about twice the default was no
// faster and peaked 17 MB higher. Measured again on 25 November 2026 against a copy without it, 15
// alternating pairs: 1,373 ms against 1,474 ms (slower without it in 14 pairs), for 6 MB more peak memory.
import v8 from "node:v8";

/** V8's default, in bytecode bytes executed (scaled by a function's size). */
const DEFAULT_INTERRUPT_BUDGET = 67_584;
const LATE_INTERRUPT_BUDGET = 300_000;

/** From now on, functions are optimized later: in this thread and in every other of the process. */
export function tierUpLater(): void {
  v8.setFlagsFromString(`--interrupt-budget=${LATE_INTERRUPT_BUDGET}`);
}

/** Back to V8's default, for code that runs again and again (dev's saves after its first build). */
export function tierUpAsUsual(): void {
  v8.setFlagsFromString(`--interrupt-budget=${DEFAULT_INTERRUPT_BUDGET}`);
}
