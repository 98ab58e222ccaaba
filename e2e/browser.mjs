// Starts Debian's Chromium (never a downloaded browser) headless, with a fresh profile.
import { chromium } from "playwright-core";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

export const CHROMIUM = process.env.CHROMIUM ?? "/usr/bin/chromium";

/** `options` are playwright's context options over these (a phone: viewport, hasTouch, isMobile). */
export async function launch(options = {}) {
  const profile = mkdtempSync(join(tmpdir(), "hoshitori-e2e-"));
  return chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--disable-quic",
    ],
    viewport: { width: 1400, height: 1000 },
    locale: "ja-JP",
    serviceWorkers: "allow",
    ...options,
  });
}

/** launch()'s options for a phone: 390×844, touch, a mobile viewport. */
export const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 1 };
