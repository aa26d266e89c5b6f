// The error Docusaurus's hooks throw when used outside the provider of their context; a site's own contexts
// throw it too (`throw new ReactContextError('DevModeProvider')`).

/**
 * The name of the function that threw the error: the stack's first frame after the constructor's. V8 writes a
 * frame `at name (file)` or `at Object.name (file)` under a header line; Firefox and Safari `name@file`, no header.
 */
function callerName(stack: string | undefined): string {
  for (const line of (stack ?? "").split("\n")) {
    const frame = line.trim();
    // The constructor's own frame: `at new ReactContextError` in V8, `ReactContextError@` elsewhere.
    if (frame.startsWith("at new ")) continue;
    const name = /^at (?:[\w$]+\.)?([\w$]+) /.exec(frame)?.[1] ?? /^([\w$]+)@/.exec(frame)?.[1];
    if (name !== undefined && name !== "ReactContextError") return name;
  }
  return "";
}

/** A hook used outside `<providerName>`: the message names the hook (from the stack), the provider and `additionalInfo`. */
export class ReactContextError extends Error {
  constructor(providerName: string, additionalInfo?: string) {
    super();
    this.name = "ReactContextError";
    const hook = callerName(this.stack);
    this.message = `Hook ${hook} is called outside the <${providerName}>. ${additionalInfo ?? ""}`;
  }
}
