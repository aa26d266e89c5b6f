import { closeSync, openSync, readSync } from "node:fs";

/** How much of an image file its size is looked for in: JPEG's size marker may follow metadata of some length. */
const HEAD_BYTES = 256 * 1024;

/**
 * The width and height in pixels a PNG, GIF, JPEG or WebP file declares in its header; undefined for other
 * files, unreadable ones, and headers it cannot make out.
 */
export function imageSize(file: string): { width: number; height: number } | undefined {
  let head: Buffer;
  try {
    const fd = openSync(file, "r");
    try {
      head = Buffer.alloc(HEAD_BYTES);
      head = head.subarray(0, readSync(fd, head, 0, HEAD_BYTES, 0));
    } finally {
      closeSync(fd);
    }
  } catch {
    return undefined;
  }
  if (head.length >= 24 && head.readUInt32BE(0) === 0x89504e47) return { width: head.readUInt32BE(16), height: head.readUInt32BE(20) };
  if (head.length >= 10 && head.toString("latin1", 0, 4) === "GIF8") return { width: head.readUInt16LE(6), height: head.readUInt16LE(8) };
  if (head.length >= 4 && head[0] === 0xff && head[1] === 0xd8) return jpegSize(head);
  if (head.length >= 30 && head.toString("latin1", 0, 4) === "RIFF" && head.toString("latin1", 8, 12) === "WEBP") return webpSize(head);
  return undefined;
}

/** A JPEG's size, from its first start-of-frame marker (any of SOF0–SOF15 but the DHT, JPG and DAC markers). */
function jpegSize(head: Buffer): { width: number; height: number } | undefined {
  let at = 2;
  while (at + 9 < head.length) {
    if (head[at] !== 0xff) return undefined;
    const marker = head[at + 1]!;
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) return { height: head.readUInt16BE(at + 5), width: head.readUInt16BE(at + 7) };
    at += 2 + head.readUInt16BE(at + 2);
  }
  return undefined;
}

/** A WebP's size, from its lossy (VP8), lossless (VP8L) or extended (VP8X) header. */
function webpSize(head: Buffer): { width: number; height: number } | undefined {
  const chunk = head.toString("latin1", 12, 16);
  if (chunk === "VP8 ") return { width: head.readUInt16LE(26) & 0x3fff, height: head.readUInt16LE(28) & 0x3fff };
  if (chunk === "VP8L") {
    const bits = head.readUInt32LE(21);
    return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
  }
  if (chunk === "VP8X") return { width: head.readUIntLE(24, 3) + 1, height: head.readUIntLE(27, 3) + 1 };
  return undefined;
}
