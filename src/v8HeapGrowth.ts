// After each full collection V8 lets the heap grow to a multiple of what survived it before collecting again,
// a multiple it raises up to 4 while a program allocates fast, as a build does from start to end. Through a
// big site's bundle stage the main thread's heap so filled V8's whole limit (4 GB on a 24 GB machine) with
// garbage: 3.9 GB of resident memory at 100,000 generated pages, when a collection every 10 s found at most
// 1.6 GB alive. Held to 1.2 times what survived (28 November 2026, a slow hour on the 2-core machine):
// - 10,000 generated pages, cold: peak 790-809 MB against 915-916 MB, the render stage's 628-663 MB against
//   785-786 MB, in the same time (78-94 s against 80-92 s; 3 builds against 2, alternating);
// - 100,000 generated pages, cold: peak 3.46 GB (Node 3.19 GB, in the bundle stage) against 4.16 GB (3.94 GB)
//   an hour before, one build each; the four runs before these peaked at 4.14-4.98 GB;
// - the Ki site, cold: 2,986 ms against 3,182 ms, 192 MB both (medians of 8 alternating pairs).
import v8 from "node:v8";

/** Percent by which the heap may outgrow what survived the last full collection before the next. */
const HEAP_GROWING_PERCENT = 20;

/** From now on, every thread of the process collects its garbage before its heap grows far past what is alive. */
export function collectBeforeGrowing(): void {
  v8.setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
}
