// The entry of the highlight worker (see createWorkerHighlighter): Shiki in a thread of its own, so
// tokenizing code blocks runs on the second core while the main thread parses and compiles MDX.
import { parentPort, workerData } from "node:worker_threads";
import { createCodeHighlighter } from "./createCodeHighlighter.js";
import type { HighlightReply, HighlightRequest } from "./highlightWorkerProtocol.js";

const highlighter = createCodeHighlighter({ cacheFile: (workerData as { cacheFile?: string }).cacheFile });

parentPort!.on("message", async (request: HighlightRequest) => {
  let reply: HighlightReply;
  try {
    const shiki = await highlighter;
    if (request.type === "save") {
      await shiki.saveCache();
      reply = { n: request.n };
    } else {
      reply = { n: request.n, result: await shiki.highlight(request.code, request.lang, { highlightLines: new Set(request.highlightLines) }) };
    }
  } catch (error) {
    reply = { n: request.n, error: error instanceof Error ? error.message : String(error) };
  }
  parentPort!.postMessage(reply);
});
