// Measures the release page: bundle size (raw and gzip -9) and the time from navigation start to
// the first ranked render (the app's `hoshitori:ranked` performance mark), cold (fresh profile)
// and warm (service worker cache), in Debian's headless Chromium over HTTP; and on the Swiss page,
// a 500-player 11-round event under ten criteria (benches/fixtures/swiss-500x11.trf, opened with
// Open): the analysis (the `hoshitori:swiss-analysis` measure: check, order and pending games)
// and the time from the file's choice to its standings and wall chart drawn.
//
//   trunk build --release && node e2e/measure.mjs [runs]
//
// Exits with 1 when the page's own download is over its budget (250 KiB gzip).
import { readdirSync, readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

import { serve } from "./server.mjs";
import { launch } from "./browser.mjs";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const DIST = join(ROOT, "dist");
const runs = Number(process.argv[2] ?? 7);

const kib = (n) => `${(n / 1024).toFixed(1)} KiB`;
// The page's own download: its wasm, JS and CSS (the what-if worker's files apart, and the
// service worker, manifest, icons and rules, which the first render does not wait for).
const BUDGET = 250 * 1024;
// The Swiss page (swiss.html: hoshitori-swiss*, swiss.css) is a page of its own, reported
// apart.
const swissPage = (f) => f.startsWith("hoshitori-swiss") || f === "swiss.css";
// The stages page (stages.html: hoshitori-stages*, stages.css, and app.css under its plain name,
// which only it links; the league page links its hashed copy) is one too.
const stagesPage = (f) => f.startsWith("hoshitori-stages") || f === "stages.css" || f === "app.css";
const own = (f) =>
  /\.(wasm|js|css)$/.test(f) &&
  !f.startsWith("hoshitori-worker") &&
  f !== "sw.js" &&
  !swissPage(f) &&
  !stagesPage(f);
let raw = 0;
let gz = 0;
let page = 0;
let swiss = 0;
let stages = 0;
console.log("bundle (dist/):");
const files = (dir, prefix = "") =>
  readdirSync(join(DIST, dir), { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? files(join(dir, e.name), `${prefix}${e.name}/`) : [`${prefix}${e.name}`],
  );
for (const f of files("").sort()) {
  const body = readFileSync(join(DIST, f));
  const z = gzipSync(body, { level: 9 }).length;
  raw += body.length;
  gz += z;
  if (own(f)) page += z;
  if (swissPage(f) && /\.(wasm|js|css)$/.test(f)) swiss += z;
  if (stagesPage(f) && /\.(wasm|js|css)$/.test(f)) stages += z;
  console.log(`  ${f.padEnd(44)} ${kib(body.length).padStart(11)}  gzip ${kib(z).padStart(10)}${own(f) ? "  (page)" : ""}`);
}
console.log(`  ${"total".padEnd(44)} ${kib(raw).padStart(11)}  gzip ${kib(gz).padStart(10)}`);
const verdict = page <= BUDGET ? "PASS" : "OVER";
console.log(`page's own download (wasm + JS + CSS, gzip -9): ${kib(page)} of ${kib(BUDGET)}: ${verdict}`);
console.log(`the Swiss page's own download (swiss.html's wasm + JS + CSS, gzip -9): ${kib(swiss)}`);
console.log(`the stages page's own download (stages.html's wasm + JS + CSS, gzip -9): ${kib(stages)}`);
process.exitCode = page <= BUDGET ? 0 : 1;

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const server = await serve(DIST, "/");
const rankedAt = (page) =>
  page.waitForFunction(() => performance.getEntriesByName("hoshitori:ranked")[0]?.startTime, null, {
    timeout: 30000,
  }).then((h) => h.jsonValue());

const cold = [];
const warm = [];
for (let k = 0; k < runs; k++) {
  const context = await launch();
  const page = context.pages()[0] ?? (await context.newPage());
  await page.goto(server.url);
  cold.push(await rankedAt(page));
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload();
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload();
  warm.push(await rankedAt(page));
  await context.close();
}

// The Swiss page: open the 500-player event (under its default rules), then set ten criteria,
// alternately two chains of ten (each setting a change of the event, analysed and drawn again).
const big = join(ROOT, "benches/fixtures/swiss-500x11.trf");
const chains = ["BH-C1,BH,SB,ARO,TPR,PTP,DE,WIN,WON,BPG", "PTS,BH-C1,BH,SB,ARO,TPR,PTP,DE,WIN,BPG"];
const analysis = [];
const shown = [];
let opened;
{
  const context = await launch();
  const page = context.pages()[0] ?? (await context.newPage());
  await page.goto(`${server.url}swiss.html?lang=en`);
  await page.waitForSelector(".swiss-standings table");
  await page.evaluate(() =>
    document.addEventListener("change", () => (window.changedAt = performance.now()), { capture: true }),
  );
  // The time from the change to the event's standings and wall chart drawn, and the analysis.
  const drawn = () =>
    page
      .waitForFunction(
        () => {
          const rows = document.querySelectorAll(".swiss-standings tbody tr").length;
          const rendered = performance.getEntriesByName("hoshitori:swiss-rendered").at(-1);
          if (rows !== 500 || !rendered || rendered.startTime < window.changedAt) return null;
          const a = performance.getEntriesByName("hoshitori:swiss-analysis", "measure").at(-1);
          return [a.duration, rendered.startTime - window.changedAt];
        },
        null,
        { timeout: 60000 },
      )
      .then((h) => h.jsonValue());
  // Opening a file over the example asks first (in the page): the time runs from the answer.
  await page.evaluate(() =>
    document.addEventListener("click", (e) => {
      if (e.target.closest(".swiss-confirm .confirm")) window.changedAt = performance.now();
    }, { capture: true }),
  );
  await page.locator(".swiss-toolbar input[type=file]").setInputFiles(big);
  await page.locator(".swiss-confirm .confirm").click();
  opened = (await drawn())[1];
  const codes = page.locator(".swiss-rules input[type=text]");
  for (let k = 0; k < runs; k++) {
    await codes.fill(chains[k % 2]);
    await codes.dispatchEvent("change");
    const [a, d] = await drawn();
    analysis.push(a);
    shown.push(d);
  }
  await context.close();
}
await server.close();
const ms = (xs) => xs.map((x) => x.toFixed(0)).join(", ");
console.log(`first ranked render, cold (fresh profile): median ${median(cold).toFixed(0)} ms  [${ms(cold)}]`);
console.log(`first ranked render, warm (service worker): median ${median(warm).toFixed(0)} ms  [${ms(warm)}]`);
console.log(`Swiss page, 500 players x 11 rounds: the TRF opened to its standings drawn: ${opened.toFixed(0)} ms`);
console.log(`Swiss page, the same, ten criteria set: analysis median ${median(analysis).toFixed(1)} ms  [${analysis.map((x) => x.toFixed(1)).join(", ")}]`);
console.log(`Swiss page, the same: change to standings and wall chart drawn, median ${median(shown).toFixed(0)} ms  [${ms(shown)}]`);
