import type { IncomingMessage, ServerResponse } from "node:http";
import { readFile, stat } from "node:fs/promises";
import { brotliCompressSync, gzipSync, constants } from "node:zlib";
import { contentTypeOf } from "./contentTypes.js";
import { IMMUTABLE, isHashedAsset } from "./cachePolicy.js";

const COMPRESSIBLE = /^(text\/|application\/(json|xml|javascript|manifest\+json)|image\/svg\+xml)/;

const compressed = new Map<string, { mtimeMs: number; body: Buffer }>();

/**
 * Sends a file as a static host does: the right type, compressed (brotli or gzip) when the client accepts it,
 * long-lived caching for content-hashed assets and revalidation for everything else.
 */
export async function sendFile(req: IncomingMessage, res: ServerResponse, status: number, file: string): Promise<void> {
  let info;
  try {
    info = await stat(file);
  } catch {
    res.writeHead(status, { "Content-Type": "text/plain; charset=utf-8" }).end(status === 404 ? "Not found" : "Error");
    return;
  }
  const type = contentTypeOf(file);
  const headers: Record<string, string | number> = {
    "Content-Type": type,
    "X-Content-Type-Options": "nosniff",
    "Cache-Control": status === 200 && isHashedAsset(file) ? IMMUTABLE : "no-cache",
    Vary: "Accept-Encoding",
  };
  const accepts = String(req.headers["accept-encoding"] ?? "");
  const encoding = !COMPRESSIBLE.test(type) || info.size < 1024 ? undefined : /\bbr\b/.test(accepts) ? "br" : /\bgzip\b/.test(accepts) ? "gzip" : undefined;
  let body: Buffer = await readFile(file);
  if (encoding) {
    const key = `${encoding}:${file}`;
    const cached = compressed.get(key);
    if (cached && cached.mtimeMs === info.mtimeMs) body = cached.body;
    else {
      body =
        encoding === "br"
          ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } })
          : gzipSync(body, { level: 9 });
      compressed.set(key, { mtimeMs: info.mtimeMs, body });
    }
    headers["Content-Encoding"] = encoding;
  }
  headers["Content-Length"] = body.length;
  res.writeHead(status, headers);
  res.end(req.method === "HEAD" ? undefined : body);
}
