// Types of scripts/chromium.mjs, for the tests that import it.
import type { Browser } from "playwright-core";

export const CHROMIUM: string;
export const CHROMIUM_ARGS: string[];
export function launchChromium(): Promise<Browser>;
