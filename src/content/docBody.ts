// A doc's body as one accessor that every doc shares, so that the body can be let go and read again later
// without V8 turning the doc into a dictionary of properties.
//
// A body that was a value turned into an accessor made of closures of its own (as letBodiesGo did) cost each
// doc a property dictionary: 7.9 MB of the main thread's 133.5 MB at 10,000 generated pages as the render
// began (heap snapshot, 29 November 2026), held to the end of the build. V8 keeps objects on a shared shape
// only while their accessors are the same functions, so the state lives beside the doc, under a symbol that
// a copy by property descriptors (a versioned doc, see collectContent) carries along.
import type { DocSource } from "../types.js";

const BODY = Symbol("edsite.docBody");

interface BodyState {
  text?: string;
  /** Reads the body when it is not held (see letBodyGo). */
  read?: () => string;
}

type WithBodyState = { [BODY]?: BodyState };

function getBody(this: WithBodyState): string {
  const state = this[BODY]!;
  return state.text ?? state.read!();
}

function setBody(this: WithBodyState, text: string): void {
  const state = this[BODY]!;
  state.text = text;
  state.read = undefined;
}

function withState<T extends object>(target: T, state: BodyState): T & { body: string } {
  Object.defineProperty(target, BODY, { value: state, enumerable: false, writable: false, configurable: false });
  return Object.defineProperty(target, "body", { get: getBody, set: setBody, enumerable: true, configurable: true }) as T & { body: string };
}

/** `fields` with `body` added, last, as the shared accessor: what letBodyGo can later turn into a read. */
export function withBody<T extends object>(fields: T, body: string): T & { body: string } {
  return withState(fields, { text: body });
}

/**
 * `target` with a `body` that is always `doc`'s, let go or not (a compile source's, which withSourceMaps holds
 * to the end of the build): the same state under the same accessor, where `doc` was made by withBody.
 */
export function withBodyOf<T extends object>(target: T, doc: DocSource): T & { body: string } {
  const state = (doc as WithBodyState)[BODY];
  if (state) return withState(target, state);
  return Object.defineProperty(target, "body", { get: () => doc.body, enumerable: true, configurable: true }) as T & { body: string };
}

/**
 * Lets the doc's body go: `read` gives it when next asked for. A doc not made by withBody (a test's, or one a
 * plugin made) has its body turned into an accessor of its own, which is correct but costs it its shape.
 */
export function letBodyGo(doc: DocSource, read: () => string): void {
  const state = (doc as WithBodyState)[BODY];
  if (state) {
    state.text = undefined;
    state.read = read;
    return;
  }
  Object.defineProperty(doc, "body", { get: read, enumerable: true, configurable: true });
}
