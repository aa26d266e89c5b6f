/**
 * Reads a post's front matter `date` (a `YYYY-MM-DD` string, an ISO date-time, or a Date if the YAML parser
 * made one) as a UTC timestamp. A date-time without a zone is read as UTC so builds agree across machines.
 * Returns undefined for anything that is not a date.
 */
export function parsePostDate(value: unknown): number | undefined {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : value.getTime();
  if (typeof value !== "string") return undefined;
  const match = /^(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?)(Z|[+-]\d{2}:?\d{2})?)?$/.exec(value.trim());
  if (!match) return undefined;
  const [, day, time, zone] = match;
  if (!isRealDay(day!)) return undefined;
  const stamp = Date.parse(time === undefined ? `${day}T00:00:00Z` : `${day}T${time}${zone?.replace(/^([+-]\d{2})(\d{2})$/, "$1:$2") ?? "Z"}`);
  return Number.isNaN(stamp) ? undefined : stamp;
}

/** `YYYY-MM-DD` of a timestamp, in UTC. */
export function isoDay(timestamp: number): string {
  return new Date(timestamp).toISOString().slice(0, 10);
}

// Date.parse rolls 2024-02-31 over to March 2; a day that does not survive the round trip is a typo.
function isRealDay(day: string): boolean {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  const utc = new Date(Date.UTC(year, month - 1, date));
  return utc.getUTCFullYear() === year && utc.getUTCMonth() === month - 1 && utc.getUTCDate() === date;
}
