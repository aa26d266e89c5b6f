// Debian's Chromium, as the tests, the screenshots and the dev benchmark launch it. The flags keep it from
// reaching for a network the machine may not have: every host but this machine is an unknown name, so a page
// asking for one fails at once and the same way on any machine, with a network or without (a test that needs
// an answer from elsewhere routes it: see standInsForOtherHosts in test/browser/site.ts).
import { chromium } from "playwright-core";

export const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-quic",
  "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost",
];

export function launchChromium() {
  return chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
}
