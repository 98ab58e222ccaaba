// What every end-to-end test file shares: where the build and the screenshots are, and the
// accessibility check. Each test file starts its own server (server.mjs) and browser (browser.mjs).
import { execFileSync } from "node:child_process";
import { isDeepStrictEqual } from "node:util";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");
export const BUILD = join(ROOT, "dist");
export const SHOTS = join(ROOT, "target", "e2e-screenshots");

/** Saves a full-page screenshot of `page` as target/e2e-screenshots/NAME.png. */
export async function shot(page, name) {
  await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true });
}

/** axe-core's WCAG 2 A/AA violations on `page` as it is now: [{ id, impact, targets }]. */
export async function accessibilityViolations(page) {
  if (!(await page.evaluate(() => "axe" in window))) {
    await page.addScriptTag({ path: join(ROOT, "node_modules/axe-core/axe.min.js") });
  }
  return page.evaluate(async () => {
    const result = await window.axe.run(document, { runOnly: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      targets: v.nodes.slice(0, 3).map((n) => n.target.join(" ")),
    }));
  });
}

/**
 * Prints `page` as it is to a PDF (`pdfOptions` over the stylesheet's page size), keeps the
 * first page as target/e2e-screenshots/print-NAME.png to be looked at, and returns its number
 * of pages, page size and text (poppler's pdfinfo, pdftoppm and pdftotext).
 */
export async function printed(page, name, pdfOptions = {}, resolution = 80) {
  const dir = mkdtempSync(join(tmpdir(), "hoshitori-print-"));
  const pdf = join(dir, `${name}.pdf`);
  await page.pdf({ path: pdf, preferCSSPageSize: true, printBackground: true, ...pdfOptions });
  const info = execFileSync("pdfinfo", [pdf], { encoding: "utf8" });
  execFileSync("pdftoppm", ["-png", "-r", String(resolution), "-singlefile", pdf, join(SHOTS, `print-${name}`)]);
  return {
    pages: Number(/^Pages:\s+(\d+)/m.exec(info)[1]),
    size: /^Page size:\s+(.*)$/m.exec(info)[1],
    text: execFileSync("pdftotext", ["-layout", pdf, "-"], { encoding: "utf8" }),
  };
}

/**
 * Waits, on a page of the app, until the service worker is ready and its cache holds every one
 * of `paths` (e.g. `/swiss.html`), so that the pages can be opened offline afterwards.
 */
export async function cachedForOffline(page, paths) {
  await page.evaluate(async (paths) => {
    await navigator.serviceWorker.ready;
    for (let k = 0; k < 100; k++) {
      const keys = (await (await caches.open("hoshitori")).keys()).map((r) => new URL(r.url).pathname);
      if (paths.every((p) => keys.includes(p))) return;
      await new Promise((ok) => setTimeout(ok, 100));
    }
  }, paths);
}

/**
 * `read()`'s value once it deep-equals `want`, or its last value after `ms` (for the caller's
 * assertion to show). What an event changes is drawn in the same moment as a rule, but Yew's
 * scheduler yields to the browser after 16 ms of work and finishes on a timer: on a busy
 * machine a read straight after a click or a key can see the page half-way.
 */
export async function eventually(read, want, ms = 5000) {
  const end = Date.now() + ms;
  for (;;) {
    const got = await read();
    if (isDeepStrictEqual(got, want) || Date.now() > end) return got;
    await new Promise((ok) => setTimeout(ok, 50));
  }
}

/**
 * Opens the publishing tools of the page's Publish panel (loaded when first opened, into
 * `.publish .helper-slot`) and waits until they are drawn: the exports' buttons.
 */
export async function openPublishing(page) {
  const open = page.locator(".publish .publish-open");
  if (await open.count()) await open.click();
  await page.locator(".publish .helper-slot .save-svg").waitFor({ timeout: 30000 });
}

/**
 * Opens the Swiss page's what-if form (loaded when first opened, into `.swiss-whatif
 * .helper-slot`) and waits until it is drawn.
 */
/**
 * Opens the Swiss page's director's panel (loaded when first opened, or at once for an event
 * with no player) and waits for its registration form.
 */
export async function openDirector(page) {
  const open = page.locator(".swiss-director .director-open");
  const form = page.locator(".swiss-director form.register");
  await open.or(form).first().waitFor({ timeout: 30000 });
  if (await open.count()) await open.click();
  await form.waitFor({ timeout: 30000 });
}

export async function openWhatIf(page) {
  const open = page.locator(".swiss-whatif .whatif-open");
  if (await open.count()) await open.click();
  await page.locator(".swiss-whatif .swiss-whatif-form").waitFor({ timeout: 30000 });
}

/** The viewer's scripts (`view-NAME.js`) that `frame` (a page or a frame) loaded, in order. */
export const viewerScripts = (frame) =>
  frame.evaluate(() =>
    performance
      .getEntriesByType("resource")
      .map((e) => new URL(e.name).pathname.split("/").pop())
      .filter((n) => /^view-[a-z-]+\.js$/.test(n)),
  );
