// Times the what-if analysis in the release page's Web Worker, in Debian's headless Chromium:
// the Fukui 43rd-term season with its last round, last 3 rounds and last 4 rounds pending
// (games of rounds > 8, > 6, > 5: 5, 15 and 20 pending games, 32 to 1,048,576 outcomes, all
// exact), and the last 4 rounds with draws (3^20 outcomes: Monte Carlo, 1,000,000 samples, and
// the search for best and worst places). For each it prints the median (and every run) of the
// time `analyse` took inside the worker (performance.now() around it) and of the round trip
// seen by the page (request posted → result parsed), plus the worker's start-up time.
//
//   trunk build --release && node e2e/bench-whatif.mjs [runs]
//   (CASES="last 4" node e2e/bench-whatif.mjs 7: only the cases whose name has it)
//
// Not part of scripts/test.sh.
import { readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

import { serve } from "./server.mjs";
import { launch } from "./browser.mjs";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const runs = Number(process.argv[2] ?? 5);
const season = JSON.parse(readFileSync(join(ROOT, "tests/fixtures/spec/fukui43-season.json"), "utf8"));

/** The season with every game of a round after `after` pending again. */
function pendingAfter(after) {
  const doc = structuredClone(season);
  for (const g of doc.games) if (g.round > after) g.result = "pending";
  return doc;
}

const cases = [
  { name: "last round (rounds > 8)", doc: pendingAfter(8), draws: false },
  { name: "last 3 rounds (rounds > 6)", doc: pendingAfter(6), draws: false },
  { name: "last 4 rounds (rounds > 5)", doc: pendingAfter(5), draws: false },
  { name: "last 4 rounds, draws (sampled)", doc: pendingAfter(5), draws: true },
].filter((c) => !process.env.CASES || c.name.includes(process.env.CASES));

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const fmt = (xs) => xs.map((x) => x.toFixed(1)).join(", ");

const server = await serve(join(ROOT, "dist"), "/");
const context = await launch();
const page = context.pages()[0] ?? (await context.newPage());
await page.goto(server.url);
await page.locator(".whatif").waitFor();
console.log(`what-if in the Web Worker (${runs} runs each; headless Chromium ${context.browser()?.version() ?? ""})`);
for (const c of cases) {
  const result = await page.evaluate(
    async ({ doc, draws, runs }) => {
      const url = document.querySelector('meta[name="hoshitori-worker"]').content;
      const started = performance.now();
      const worker = new Worker(url);
      const next = () =>
        new Promise((ok, fail) => {
          worker.onmessage = (e) => ok(JSON.parse(e.data));
          worker.onerror = (e) => fail(new Error(e.message || "worker failed"));
        });
      let m = await next();
      if (m.kind !== "ready") throw new Error(`expected ready, got ${m.kind}`);
      const startup = performance.now() - started;
      const inWorker = [];
      const roundTrip = [];
      let method;
      for (let id = 1; id <= runs; id++) {
        const t0 = performance.now();
        worker.postMessage(JSON.stringify({ kind: "league", run: { id, doc, draws, lang: "en" } }));
        do m = await next();
        while (m.kind === "progress");
        if (m.kind !== "done") throw new Error(m.error);
        roundTrip.push(performance.now() - t0);
        inWorker.push(m.ms);
        method = m.result.method;
      }
      worker.terminate();
      return { startup, inWorker, roundTrip, method, pending: m.result.pending.length };
    },
    { ...c, runs },
  );
  const how = result.method.kind === "exact" ? `exact, ${result.method.outcomes} outcomes` : `sampled, ${result.method.samples} samples`;
  console.log(`${c.name}: ${result.pending} pending games, ${how}`);
  console.log(`  analyse in the worker: median ${median(result.inWorker).toFixed(1)} ms  [${fmt(result.inWorker)}]`);
  console.log(`  round trip from the page: median ${median(result.roundTrip).toFixed(1)} ms  [${fmt(result.roundTrip)}]`);
  console.log(`  worker start-up (load + instantiate): ${result.startup.toFixed(1)} ms`);
}
// The same through the page: the what-if panel, which runs the analysis's parts on as many
// workers as the browser reports cores (at most 4); the time is the panel's, from the request
// to the merged answer.
const { writeFileSync, mkdtempSync } = await import("node:fs");
const { tmpdir } = await import("node:os");
const dir = mkdtempSync(join(tmpdir(), "hoshitori-bench-"));
const cores = await page.evaluate(() => navigator.hardwareConcurrency);
console.log(`what-if through the page (${Math.min(4, cores)} workers; ${runs} runs each)`);
for (const c of cases) {
  const file = join(dir, `${c.name.replace(/\W+/g, "-")}.json`);
  writeFileSync(file, JSON.stringify(c.doc));
  await page.setInputFiles('input[type="file"]', file);
  const draws = page.locator(".whatif-controls .draws input");
  if ((await draws.isChecked()) !== c.draws) await draws.click();
  const times = [];
  let method = "";
  for (let k = 0; k < runs; k++) {
    const before = await page.evaluate(() => document.querySelector(".whatif-result")?.dataset.job ?? null);
    await page.locator(".whatif button.run").click();
    await page.waitForFunction(
      (before) => {
        const r = document.querySelector(".whatif-result");
        return r && r.dataset.job !== before && !document.querySelector(".whatif-progress");
      },
      before,
      { timeout: 120000 },
    );
    times.push(Number(await page.locator(".whatif-result").getAttribute("data-ms")));
    method = await page.locator(".whatif-result .method").textContent();
  }
  console.log(`${c.name}: median ${median(times).toFixed(1)} ms  [${fmt(times)}]  ${method.slice(0, 60)}`);
}
await context.close();
await server.close();
