// What a compile worker thread runs (see compilePool). Compiling is CPU-bound JavaScript (the MDX pipeline
// and the highlighter), so a build spreads pages over one worker a core. Each worker builds the same link
// resolver from plain data and loads its own highlighter. The thread's entry (compileWorkerEntry) runs this
// module as a script with V8's code cache, which is why it starts nothing on its own and is given `import()`.
import { parentPort } from "node:worker_threads";
import { linkResolverFor } from "../content/resolveDocLink.js";
import { EdsiteError } from "../errors.js";
import { createCodeHighlighter, type ModuleImport } from "../mdx/createCodeHighlighter.js";
import { compileRecordingLinks } from "../mdx/compileRecordingLinks.js";
import { warmUpSample } from "../mdx/warmUpSample.js";
import type { CompileReply, CompileWorkerMessage, TransferredError } from "./compileWorkerProtocol.js";
import type { ResolveLink } from "../mdx/compileState.js";

/** Answers the build's compile requests on this thread's port until the thread is ended. */
export function serveCompileRequests(importModule: ModuleImport): void {
  const highlighter = createCodeHighlighter(importModule);
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
}

/**
 * Compiles a page that uses what docs pages use (see warmUpSample), for `npm install` to record the code a
 * compile runs in the code cache; the result is thrown away.
 */
export async function compileSample(importModule: ModuleImport): Promise<void> {
  const file = "/edsite-code-cache-sample.mdx";
  await compileRecordingLinks({ id: file, file, body: warmUpSample }, { highlighter: createCodeHighlighter(importModule) });
}

/** Errors lose their class crossing threads; keep what the CLI prints for a user error. */
function transferable(error: unknown): TransferredError {
  if (error instanceof EdsiteError) {
    return { user: true, name: error.name, message: error.message, file: error.file, line: error.line, column: error.column, hint: error.hint, codeFrame: error.codeFrame };
  }
  const plain = error instanceof Error ? error : new Error(String(error));
  return { user: false, name: plain.name, message: plain.message, stack: plain.stack };
}
