// Tests that show memory is let go force full collections; vitest starts its workers without --expose-gc,
// so the flag is set at run time and V8's `gc` taken from a fresh context, where the flag makes it appear.
import { getHeapStatistics, setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";

/** A full garbage collection, in a test process started without --expose-gc. */
export function collectGarbage(): void {
  setFlagsFromString("--expose-gc");
  (runInNewContext("gc") as () => void)();
}

/**
 * Bytes of heap still in use, after full collections, while the part `part` takes of 40 MB of text is held
 * and the text itself is not: what the part keeps alive.
 */
export function heapKeptByPart(part: (text: string) => string): number {
  const used = () => {
    collectGarbage();
    return getHeapStatistics().used_heap_size;
  };
  const before = used();
  const kept = partOfText(part);
  const grown = used() - before;
  // Held to here, and through no assertion, which would hold it (and the text) past the next measure.
  if (kept.length === 0) throw new Error("the part kept is empty");
  return grown;
}

/** The text made in a call of its own, whose frame is gone when it returns: the measuring one's would hold it. */
function partOfText(part: (text: string) => string): string {
  return part("word ".repeat(8_000_000) + Math.random());
}
