// Spelled out here rather than with Intl so the output never depends on the ICU data Node was built with.
const MONTHS = [
  "January", "February", "March", "April", "May", "June",
  "July", "August", "September", "October", "November", "December",
];

/** `2024-09-20` → `September 20, 2024`, read in UTC so the day never shifts with the build machine's zone. */
export function formatBlogDate(isoDate: string): string {
  const date = new Date(isoDate.length === 10 ? `${isoDate}T00:00:00Z` : isoDate);
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}
