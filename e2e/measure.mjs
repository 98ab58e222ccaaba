// Measures the release page: bundle size (raw and gzip -9) and the time from navigation start to
// the first ranked render (the app's `hoshitori:ranked` performance mark), cold (fresh profile)
// and warm (service worker cache), in Debian's headless Chromium over HTTP; and on the Swiss page,
// a 500-player 11-round event under ten criteria (benches/fixtures/swiss-500x11.trf, opened with
// Open): the analysis (the `hoshitori:swiss-analysis` measure: check, order and pending games)
// and the time from the file's choice, a change of rules or one result to its standings and
// wall chart drawn.
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
const resultOpen = [];
const resultComplete = [];
// `text` (a TRF) with the results of `round` blanked for the games of the players whose
// starting numbers are `players` (and their opponents): games still to enter.
const entering = (text, round, players) => {
  const lines = text.split("\n");
  const start = 91 + 10 * (round - 1);
  const line = (n) => lines.findIndex((l) => l.startsWith("001") && Number(l.slice(4, 8)) === n);
  const blank = (i) => (lines[i] = `${lines[i].slice(0, start + 7)} ${lines[i].slice(start + 8)}`);
  for (const n of players) {
    const i = line(n);
    blank(i);
    blank(line(Number(lines[i].slice(start, start + 4))));
  }
  return lines.join("\n");
};
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
  // One result, through the page's own result entry: the same event with two games of its
  // last round still to enter (their results blanked in a copy of the file), so that the page
  // ranks it as of round 10 while round 11 is entered. Each run enters the first of the two
  // (the round still open: the standings stay, its count moves on), enters the second (the
  // round complete: the standings move on to round 11), takes that back with Undo, and clears
  // the first again with its choice "not played".
  await page.evaluate(() =>
    document.addEventListener("click", (e) => {
      if (e.target.closest(".swiss-toolbar button")) window.changedAt = performance.now();
    }, { capture: true }),
  );
  await page.locator(".swiss-toolbar input[type=file]").setInputFiles({
    name: "swiss-500x11-entering.trf",
    mimeType: "text/plain",
    buffer: Buffer.from(entering(readFileSync(big, "utf8"), 11, [1, 2])),
  });
  await page.locator(".swiss-confirm .confirm").click();
  await drawn();
  const selects = page.locator(".swiss-entry select");
  const blank = await selects.evaluateAll((all) => all.flatMap((s, i) => (s.value === "" ? [i] : [])));
  if (blank.length !== 2) throw new Error(`expected two games to enter, found ${blank.length}`);
  const undo = page.locator(".swiss-toolbar button", { hasText: /^Undo$/ });
  for (let k = 0; k < runs; k++) {
    await selects.nth(blank[0]).selectOption({ index: 1 });
    resultOpen.push((await drawn())[1]);
    await selects.nth(blank[1]).selectOption({ index: 1 });
    resultComplete.push((await drawn())[1]);
    await undo.click();
    resultComplete.push((await drawn())[1]);
    await selects.nth(blank[0]).selectOption("");
    resultOpen.push((await drawn())[1]);
  }
  await context.close();
}
// The league page: a 60-player round robin (most games played, every fifth pairing still to
// play), a cell of a game to play clicked through its results. The time runs from the click to
// the page's last change of the document it causes (a MutationObserver's), read once the page
// has been still for a while.
const league = {
  format: "hoshitori-league/2",
  title: "60 players",
  rules: { criteria: "PTS,WIN,SB" },
  players: Array.from({ length: 60 }, (_, k) => ({ name: `P${String(k + 1).padStart(2, "0")}` })),
  games: [],
};
for (let i = 0; i < 60; i++)
  for (let j = i + 1; j < 60; j++) {
    // A game to play is no game in the file (a blank cell).
    const result = ["a", "b", "draw"][(7 * i + 3 * j) % 3];
    if ((i + j) % 5 !== 0) league.games.push({ a: league.players[i].name, b: league.players[j].name, result });
  }
const clicks = [];
{
  const context = await launch();
  const page = context.pages()[0] ?? (await context.newPage());
  await page.goto(`${server.url}?lang=en`);
  await page.locator(".crosstable").waitFor();
  await page.setInputFiles('input[type="file"]', {
    name: "league-60.json",
    mimeType: "application/json",
    buffer: Buffer.from(JSON.stringify(league)),
  });
  await page.locator('.crosstable tbody tr[data-player="P60"]').waitFor();
  await page.evaluate(() => {
    window.lastChange = 0;
    new MutationObserver(() => (window.lastChange = performance.now())).observe(document.body, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
    });
    document.addEventListener("click", () => (window.clickedAt = performance.now()), { capture: true });
  });
  // P02 and P05's game is to play (indices 1 and 4: a multiple of five).
  const names = await page.$$eval(".crosstable tbody tr[data-player]", (xs) => xs.map((x) => x.dataset.player));
  const cell = page.locator(`[data-cell="${names.indexOf("P02")}-${names.indexOf("P05")}"]`);
  for (let k = 0; k < runs * 2; k++) {
    await cell.click();
    await page.waitForTimeout(1000);
    clicks.push(await page.evaluate(() => window.lastChange - window.clickedAt));
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
console.log(`Swiss page, the same with round 11 being entered: one result entered or cleared, the round still open, to standings and wall chart drawn, median ${median(resultOpen).toFixed(0)} ms  [${ms(resultOpen)}]`);
console.log(`Swiss page, the same: the round's last result entered (the standings move on to round 11) or taken back with Undo, to standings and wall chart drawn, median ${median(resultComplete).toFixed(0)} ms  [${ms(resultComplete)}]`);
console.log(`league page, 60 players, a click on a cell of the crosstable to the page's last change, median ${median(clicks).toFixed(0)} ms  [${ms(clicks)}]`);
