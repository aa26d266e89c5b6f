// Loads that every caller on a page shares: one request per key while it is under way or has succeeded. A
// failure is forgotten, so the next call (a retry, the next page) starts afresh.

/** A shared load by key: `load` runs only when no call for the key is under way or has succeeded. */
export function loadOnce<T>(): (key: string, load: () => Promise<T>) => Promise<T> {
  const loads = new Map<string, Promise<T>>();
  return (key, load) => {
    let promise = loads.get(key);
    if (!promise) {
      promise = load();
      loads.set(key, promise);
      promise.catch(() => loads.delete(key));
    }
    return promise;
  };
}

/** The JSON at `url`; a status other than 2xx is an error naming the URL. */
export async function fetchJson<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()) as T;
}
