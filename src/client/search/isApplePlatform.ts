/** True on macOS and iOS, where the search shortcut is ⌘K rather than Ctrl+K. Browser only: call it in an effect. */
export function isApplePlatform(): boolean {
  // navigator.platform is deprecated but everywhere; the client hints are the fallback where it is blank.
  const hints = (navigator as Navigator & { userAgentData?: { platform?: string } }).userAgentData;
  const platform = navigator.platform || hints?.platform || "";
  return /mac|iphone|ipad|ipod/i.test(platform);
}
