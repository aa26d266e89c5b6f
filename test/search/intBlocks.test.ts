import { describe, expect, it } from "vitest";
import { IntBlocks } from "../../src/search/intBlocks.js";

describe("IntBlocks", () => {
  // 1.5 million numbers: the first block grows to a whole one (2^20), then a second block is added.
  const COUNT = 1_500_000;
  const filled = () => {
    const blocks = new IntBlocks();
    for (let i = 0; i < COUNT; i += 2) blocks.push(i * 3, i + 1);
    return blocks;
  };

  it("gives back every number pushed, in order, across the first block's growth and the blocks after it", () => {
    const blocks = filled();
    expect(blocks.length).toBe(COUNT);
    for (const i of [0, 1, 4094, 4095, 4096, 4097, (1 << 20) - 2, (1 << 20) - 1, 1 << 20, (1 << 20) + 1, COUNT - 2, COUNT - 1]) {
      expect(blocks.get(i), `number ${i}`).toBe(i % 2 === 0 ? i * 3 : i);
    }
  });

  it("sets a number in place", () => {
    const blocks = filled();
    blocks.set(1 << 20, 7);
    blocks.set(3, 8);
    expect([blocks.get(1 << 20), blocks.get(3), blocks.get((1 << 20) + 2)]).toEqual([7, 8, ((1 << 20) + 2) * 3]);
  });

  it("still reads the numbers after those it let go, and starts again empty once cleared", () => {
    const blocks = filled();
    blocks.dropBefore((1 << 20) + 10);
    expect(blocks.get(1 << 20)).toBe((1 << 20) * 3);
    expect(blocks.get(COUNT - 2)).toBe((COUNT - 2) * 3);
    blocks.clear();
    expect(blocks.length).toBe(0);
    blocks.push(5, 6);
    expect([blocks.get(0), blocks.get(1), blocks.length]).toEqual([5, 6, 2]);
  });
});
