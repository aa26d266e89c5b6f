// A Tabs with `queryString` reads its tab from the address (`?os=linux`) and writes the choice back there,
// so a link can open a page on a given tab.

/** The query parameter a Tabs uses: the string it was given, or its groupId for `queryString={true}`. */
export function tabQueryKey(queryString: string | boolean | undefined, groupId: string | undefined): string | undefined {
  if (typeof queryString === "string") return queryString;
  if (queryString !== true) return undefined;
  if (groupId === undefined) {
    throw new Error("<Tabs queryString> needs a name for its query parameter: give the Tabs a groupId, or write queryString=\"name\".");
  }
  return groupId;
}

/** The parameter's value in the current address, or null. */
export function readTabQuery(key: string): string | null {
  return new URLSearchParams(window.location.search).get(key);
}

/** Puts the choice in the address without a new history entry or a navigation. */
export function writeTabQuery(key: string, value: string): void {
  const url = new URL(window.location.href);
  url.searchParams.set(key, value);
  window.history.replaceState(window.history.state, "", url);
}
