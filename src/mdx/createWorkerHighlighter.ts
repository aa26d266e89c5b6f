// A highlighter whose Shiki runs in a worker thread. Loading Shiki's grammars and tokenizing is about half of
// compiling a page with code; in a thread of its own it overlaps the main thread's MDX work, and its start
// (WASM, themes, grammars) overlaps the main thread loading the MDX pipeline.
import { Worker } from "node:worker_threads";
import type { CodeHighlighter, CodeHighlighterOptions } from "./createCodeHighlighter.js";
import type { HighlightedCode } from "./highlightCache.js";
import type { HighlightReply, HighlightRequest } from "./highlightWorkerProtocol.js";

/** Its `close()` ends the thread; `broken` turns true once the thread has stopped or failed. */
export function createWorkerHighlighter(workerFile: string, options: CodeHighlighterOptions = {}): CodeHighlighter {
  const worker = new Worker(workerFile, { workerData: { cacheFile: options.cacheFile } });
  const waiting = new Map<number, { resolve(reply: HighlightReply): void; reject(error: Error): void }>();
  let next = 0;
  let failed: Error | undefined;

  worker.on("message", (reply: HighlightReply) => {
    const entry = waiting.get(reply.n);
    waiting.delete(reply.n);
    if (waiting.size === 0) worker.unref();
    entry?.resolve(reply);
  });
  const fail = (error: Error) => {
    failed ??= error;
    for (const entry of waiting.values()) entry.reject(failed);
    waiting.clear();
  };
  worker.on("error", (error: Error) => fail(new Error(`The highlight worker failed: ${error.message}`, { cause: error })));
  worker.on("exit", (code) => fail(new Error(`The highlight worker stopped (exit code ${code}).`)));
  // The thread holds the process only while a reply is awaited: a build that stops early must still exit,
  // and one that waits for a block must not find its event loop empty (Node would end it, exit code 13).
  worker.unref();

  const ask = (request: HighlightRequest) =>
    new Promise<HighlightReply>((resolve, reject) => {
      if (failed) return reject(failed);
      if (waiting.size === 0) worker.ref();
      waiting.set(request.n, { resolve, reject });
      worker.postMessage(request);
    });

  return {
    get broken() {
      return failed !== undefined;
    },
    async highlight(code, lang, highlightOptions = {}): Promise<HighlightedCode> {
      const reply = await ask({ n: next++, type: "highlight", code, lang, highlightLines: [...(highlightOptions.highlightLines ?? [])] });
      if (reply.error !== undefined || !reply.result) throw new Error(`Highlighting a ${lang ?? "plain"} block failed: ${reply.error}`);
      return reply.result;
    },
    async saveCache() {
      await ask({ n: next++, type: "save" });
    },
    async close() {
      if (!failed) await ask({ n: next++, type: "save" }).catch(() => {});
      await worker.terminate();
    },
  };
}
