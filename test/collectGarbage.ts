// Tests that show memory is let go force full collections; vitest starts its workers without --expose-gc,
// so the flag is set at run time and V8's `gc` taken from a fresh context, where the flag makes it appear.
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";

/** A full garbage collection, in a test process started without --expose-gc. */
export function collectGarbage(): void {
  setFlagsFromString("--expose-gc");
  (runInNewContext("gc") as () => void)();
}
