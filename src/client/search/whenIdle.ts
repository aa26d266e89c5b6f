/**
 * Runs `task` once the browser has nothing better to do (or after `timeout` ms at the latest), so work that can
 * wait never competes with the first paint. Returns a function that cancels it.
 */
export function whenIdle(task: () => void, timeout = 2000): () => void {
  if (typeof requestIdleCallback === "function") {
    const handle = requestIdleCallback(task, { timeout });
    return () => cancelIdleCallback(handle);
  }
  // Safari has no requestIdleCallback; after the load event is the next best moment.
  const timer = setTimeout(task, 200);
  return () => clearTimeout(timer);
}
