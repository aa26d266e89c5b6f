// The search's term counts of a big site are tens of millions of numbers. Kept in one array that doubles as it
// fills, they took up to twice their size (a 512 MB buffer for the 268 MB of pairs of 500,000 generated
// entries), and the old array and the new both while a doubling copied them; blocks of a fixed size hold what
// is pushed and no more than a block besides, are never copied, and can be let go one by one as they are read.
// With the postings sorted by term in 5 bytes each (see postingsByTerm), the search job of those entries alone
// on its thread peaked at +1,437 MB of process RSS against +1,652 MB (29 November 2026), the same files.

/** Ints in one block once the first has grown to it: 4 MB. */
const BLOCK_BITS = 20;
const BLOCK = 1 << BLOCK_BITS;
const MASK = BLOCK - 1;
const FIRST_BLOCK = 1 << 12;
const EMPTY = new Int32Array(0);

/** A list of 32-bit whole numbers appended two at a time, read and written by index. */
export class IntBlocks {
  // A small site's one block starts small and doubles up to a whole block; after that, blocks are added.
  private blocks = [new Int32Array(FIRST_BLOCK)];
  length = 0;
  private dropped = 0;

  push(a: number, b: number): void {
    let last = this.blocks[this.blocks.length - 1]!;
    let at = this.length & MASK;
    if (this.length > 0 && at === 0 && last.length === BLOCK) {
      last = new Int32Array(BLOCK);
      this.blocks.push(last);
    } else if (at + 2 > last.length) {
      // Only the first block is ever shorter than BLOCK, so `at` is the length itself here.
      const bigger = new Int32Array(last.length * 2);
      bigger.set(last);
      this.blocks[0] = last = bigger;
      at = this.length;
    }
    last[at] = a;
    last[at + 1] = b;
    this.length += 2;
  }

  get(i: number): number {
    return this.blocks[i >>> BLOCK_BITS]![i & MASK]!;
  }

  set(i: number, value: number): void {
    this.blocks[i >>> BLOCK_BITS]![i & MASK] = value;
  }

  /** Lets the whole blocks before index `i` go, for a reader that will read none of them again. */
  dropBefore(i: number): void {
    for (let block = this.dropped; block < i >>> BLOCK_BITS; block++) this.blocks[block] = EMPTY;
    this.dropped = Math.max(this.dropped, i >>> BLOCK_BITS);
  }

  /** Lets every number go, for a holder that will read none again. */
  clear(): void {
    this.blocks = [new Int32Array(FIRST_BLOCK)];
    this.length = 0;
    this.dropped = 0;
  }
}
