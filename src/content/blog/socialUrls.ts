// authors.yml lets `socials` name a handle instead of a URL; these are the platforms a handle can be turned
// into a profile URL for. Anything given as a full URL is kept as written, whatever the platform.
const PROFILE_URL: Record<string, (handle: string) => string> = {
  github: (h) => `https://github.com/${h}`,
  x: (h) => `https://x.com/${h}`,
  twitter: (h) => `https://x.com/${h}`,
  linkedin: (h) => `https://www.linkedin.com/in/${h}/`,
  stackoverflow: (h) => `https://stackoverflow.com/users/${h}`,
  bluesky: (h) => `https://bsky.app/profile/${h}`,
  instagram: (h) => `https://www.instagram.com/${h}`,
  threads: (h) => `https://www.threads.net/@${h}`,
  mastodon: (h) => `https://mastodon.social/@${h}`,
  twitch: (h) => `https://twitch.tv/${h}`,
  youtube: (h) => `https://youtube.com/@${h}`,
};

/** Platforms whose handles can be written without a URL. */
export const SOCIAL_PLATFORMS = Object.keys(PROFILE_URL);

/**
 * The profile URL for one `socials` entry: a full URL stays, a handle (with or without a leading `@`) on a
 * known platform becomes its profile URL, and a handle on an unknown platform yields undefined.
 */
export function socialUrl(platform: string, value: string): string | undefined {
  const trimmed = value.trim();
  if (/^https?:\/\//i.test(trimmed)) return trimmed;
  const toUrl = PROFILE_URL[platform.toLowerCase()];
  return toUrl?.(trimmed.replace(/^@/, ""));
}
