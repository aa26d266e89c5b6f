// The entry of a compile worker thread (see compilePool). Compiling is CPU-bound JavaScript (the MDX
// pipeline and the highlighter), so a build spreads pages over one worker a core. Each worker
// builds the same link resolver from plain data and loads its own highlighter.
import { parentPort } from "node:worker_threads";
import { linkResolverFor } from "../content/resolveDocLink.js";
import { EdsiteError } from "../errors.js";
import { createCodeHighlighter } from "../mdx/createCodeHighlighter.js";
import { compileRecordingLinks } from "../mdx/compileRecordingLinks.js";
import type { CompileReply, CompileWorkerMessage, TransferredError } from "./compileWorkerProtocol.js";
import type { ResolveLink } from "../mdx/compileState.js";

const highlighter = createCodeHighlighter();
let resolveLink: ResolveLink | undefined;

parentPort!.on("message", async (request: CompileWorkerMessage) => {
  if (request.type === "links") {
    resolveLink = linkResolverFor(request.links);
    return;
  }
  let reply: CompileReply;
  try {
    if (!resolveLink) throw new Error("a page to compile came before the links to resolve its links with");
    const result = await compileRecordingLinks(request.source, {
      resolveLink,
      tocMinLevel: request.tocMinLevel,
      tocMaxLevel: request.tocMaxLevel,
      magicComments: request.magicComments,
      mermaid: request.mermaid,
      highlighter,
    });
    reply = { id: request.id, result };
  } catch (error) {
    reply = { id: request.id, error: transferable(error) };
  }
  parentPort!.postMessage(reply);
});

/** Errors lose their class crossing threads; keep what the CLI prints for a user error. */
function transferable(error: unknown): TransferredError {
  if (error instanceof EdsiteError) {
    return { user: true, name: error.name, message: error.message, file: error.file, line: error.line, column: error.column, hint: error.hint, codeFrame: error.codeFrame };
  }
  const plain = error instanceof Error ? error : new Error(String(error));
  return { user: false, name: plain.name, message: plain.message, stack: plain.stack };
}
