// Ready at the venue (issue 38), as a new user finds it, in Japanese and English at 1400 px and
// 390 px:
// - every page is offline on its own: a browser that only ever opened the Swiss page (or the
//   stages page) reloads it with the server gone;
// - standings while games are pending say so ("so far" / 「暫定」), and a playoff is "possible"
//   while a pending game can still break the tie, "required" only once none can;
// - the whole why: a place decided in several steps (a mini-league restarted inside a tie) shows
//   its last comparison, and every step on a tap.
//
// By hand, after `trunk build --release`: `node --test e2e/venue.test.mjs`.
import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { serve } from "./server.mjs";
import { launch, PHONE } from "./browser.mjs";
import { BUILD, ROOT, SHOTS, accessibilityViolations, cachedForOffline, shot } from "./helpers.mjs";

const WIDTHS = [
  ["desktop", { viewport: { width: 1400, height: 1000 } }],
  ["phone", PHONE],
];

const DIR = mkdtempSync(join(tmpdir(), "hoshitori-venue-"));

/** Writes a league file and returns its path. */
function league(name, doc) {
  const path = join(DIR, `${name}.json`);
  writeFileSync(path, JSON.stringify({ format: "hoshitori-league/1", ...doc }));
  return path;
}

const names = (n) => Array.from({ length: n }, (_, k) => String.fromCharCode(65 + k));

// Ten new players, two of the 45 games played: A and C lead alone on one win each, with no
// game between them and no previous rank, so the Fukui rules would put the title to a playoff
// if the season ended now. It will not: 43 games can break that tie.
const EARLY = league("early", {
  title: "Early season",
  rules: "fukui",
  seats: 5,
  players: names(10).map((name) => ({ name })),
  games: [
    { a: "A", b: "B", result: "a" },
    { a: "C", b: "D", result: "a" },
  ],
});

// A, B and C beat each other round a circle and beat D, E and F: four wins each. The three
// games among D, E and F are pending, but two more wins cannot bring any of them to four, and
// the Fukui chain looks only at the tied players' own games: the title playoff is required now.
const SETTLED = league("settled", {
  title: "Settled at the top",
  rules: "fukui",
  seats: 1,
  players: names(6).map((name) => ({ name })),
  games: [
    { a: "A", b: "B", result: "a" },
    { a: "B", b: "C", result: "a" },
    { a: "C", b: "A", result: "a" },
    ...["A", "B", "C"].flatMap((a) => ["D", "E", "F"].map((b) => ({ a, b, result: "a" }))),
  ],
});

// No tie at stake, one game pending (C–D, for places 3 and 4 only): no playoff, so far.
const CLEAR = league("clear", {
  title: "Nothing at stake",
  rules: "fukui",
  seats: 1,
  players: names(4).map((name) => ({ name })),
  games: [
    { a: "A", b: "B", result: "a" },
    { a: "A", b: "C", result: "a" },
    { a: "A", b: "D", result: "a" },
    { a: "B", b: "C", result: "a" },
    { a: "B", b: "D", result: "a" },
  ],
});

const WORDS = {
  en: {
    soFar: "so far: 2 of 45 games played",
    possible: "playoff possible",
    possibleNote: "Possible: a pending game can still break this tie.",
    requiredNote: "Required: no pending game can change this tie.",
    headingSoFar: "Playoffs (so far)",
    heading: "Playoffs required",
    none: "No tie needs a playoff so far.",
    why: "head-to-head: F 1, H 0",
    restart: "4C · mini-league of B, F, H: B 1, F 1, H 1 — separated nobody",
    steps: "all 5 steps",
  },
  ja: {
    soFar: "暫定：全45局中2局終了",
    possible: "プレーオフの可能性",
    possibleNote: "可能性：未対局の結果でこの同点が崩れることがあります。",
    requiredNote: "必要：残りの対局の結果にかかわらず、この同点は変わりません。",
    headingSoFar: "プレーオフ（暫定）",
    heading: "必要なプレーオフ",
    none: "現時点でプレーオフが必要な同点はありません。",
    why: "直接対決: F 1、H 0",
    restart: "4C · B・F・Hのミニリーグ: B 1、F 1、H 1（差がつかず）",
    steps: "手順5つ",
  },
};

let server;

describe("ready at the venue", () => {
  before(async () => {
    mkdirSync(SHOTS, { recursive: true });
    server = await serve(BUILD, "/venue/");
  });
  after(async () => {
    await server?.close();
  });

  // 1. Every page offline on its own.
  for (const [path, lang, width, opts, ready] of [
    ["swiss.html", "ja", "desktop", WIDTHS[0][1], ".swiss-standings"],
    ["swiss.html", "en", "phone", PHONE, ".swiss-standings"],
    ["stages.html", "en", "desktop", WIDTHS[0][1], ".new-event textarea"],
    ["stages.html", "ja", "phone", PHONE, ".new-event textarea"],
  ]) {
    test(`only ${path} was ever opened, and it reloads offline (${lang}, ${width})`, async () => {
      const own = await serve(BUILD, "/club/hoshitori/");
      const context = await launch(opts);
      try {
        const page = await context.newPage();
        await page.goto(`${own.url}${path}?lang=${lang}`);
        await page.locator(ready).first().waitFor();
        const wasm = path === "swiss.html" ? "hoshitori-swiss_bg.wasm" : "hoshitori-stages_bg.wasm";
        const prefix = new URL(own.url).pathname;
        await page.evaluate(async () => {
          await navigator.serviceWorker.ready;
          if (!navigator.serviceWorker.controller) {
            await new Promise((ok) => navigator.serviceWorker.addEventListener("controllerchange", ok));
          }
        });
        await cachedForOffline(page, [`${prefix}${path}`, `${prefix}${wasm}`, `${prefix}offline.js`]);
        const keys = await page.evaluate(async () =>
          (await (await caches.open("hoshitori")).keys()).map((r) => new URL(r.url).pathname));
        assert.ok(keys.includes(`${prefix}${path}`) && keys.includes(`${prefix}${wasm}`), JSON.stringify(keys));
        await own.close();
        await context.setOffline(true);
        await page.reload();
        await page.locator(ready).first().waitFor();
        assert.equal(await page.locator("html").getAttribute("lang"), lang);
        if (path === "swiss.html") {
          // The example event has its fourth round paired: its standings are so far only.
          const soFar = await page.locator(".swiss-standings h2 .so-far").textContent();
          assert.match(soFar, lang === "en" ? /^so far: after round 3( of \d+)?$/ : /^暫定：(全\d+回戦中)?3回戦終了$/);
        }
        await shot(page, `venue-offline-${path.replace(".html", "")}-${lang}-${width}`);
        // The other page, never opened, is there too.
        const other = path === "swiss.html" ? "stages.html" : "swiss.html";
        await page.goto(`${own.url}${other}?lang=${lang}`);
        await page.locator("#app > :not(.loading)").first().waitFor();
      } finally {
        await context.close();
        await own.close().catch(() => undefined);
      }
    });
  }

  for (const lang of ["en", "ja"]) {
    for (const [width, opts] of WIDTHS) {
      const w = WORDS[lang];

      // 2. Provisional standings.
      test(`standings while games are pending say so (${lang}, ${width})`, async () => {
        const context = await launch(opts);
        try {
          const page = await context.newPage();
          const errors = [];
          page.on("pageerror", (e) => errors.push(String(e)));
          await page.goto(`${server.url}?lang=${lang}`);
          await page.setInputFiles('input[type="file"]', EARLY);
          await page.locator(".standings h2 .so-far").waitFor();
          assert.equal(await page.locator(".standings h2 .so-far").textContent(), w.soFar);
          // A and C, tied for the title: a playoff, possible only.
          const top = page.locator(".standings-table tr.standing").first();
          assert.equal(await top.locator(".place .status").textContent(), w.possible);
          assert.equal(await page.locator("#playoffs-h").textContent(), w.headingSoFar);
          const item = page.locator(".playoff-list li.playoff").first();
          assert.equal(await item.locator(".playoff-status").textContent(), w.possibleNote);
          // Nothing to record yet.
          assert.equal(await item.locator(".playoff-form").count(), 0);
          assert.deepEqual(await accessibilityViolations(page), []);
          await shot(page, `venue-so-far-${lang}-${width}`);
          await page.locator(".standings").screenshot({ path: join(SHOTS, `venue-so-far-${lang}-${width}-standings.png`) });
          await page.locator(".playoffs").screenshot({ path: join(SHOTS, `venue-so-far-${lang}-${width}-playoffs.png`) });

          await page.setInputFiles('input[type="file"]', SETTLED);
          await page.waitForFunction(() => document.querySelectorAll(".standings-table tr.standing").length === 6);
          assert.match(await page.locator(".standings h2 .so-far").textContent(), lang === "en" ? /12 of 15/ : /全15局中12局/);
          assert.equal(await page.locator("#playoffs-h").textContent(), w.heading);
          const settled = page.locator(".playoff-list li.playoff").first();
          assert.equal(await settled.locator(".playoff-status").textContent(), w.requiredNote);
          assert.equal(await settled.locator(".playoff-form").count(), 1);
          assert.notEqual(
            await page.locator(".standings-table tr.standing").first().locator(".place .status").textContent(),
            w.possible,
          );
          assert.deepEqual(await accessibilityViolations(page), []);
          await shot(page, `venue-required-${lang}-${width}`);

          // With games pending and no tie left to a playoff, the panel says so far too.
          await page.setInputFiles('input[type="file"]', CLEAR);
          await page.waitForFunction(() => document.querySelectorAll(".standings-table tr.standing").length === 4);
          assert.equal(await page.locator("#playoffs-h").textContent(), w.headingSoFar);
          assert.equal(await page.locator(".playoffs .empty").textContent(), w.none);
          assert.deepEqual(errors, []);
        } finally {
          await context.close();
        }
      });

      // 3. The whole why.
      test(`the whole why of a place decided in a tie inside a tie (${lang}, ${width})`, async () => {
        const context = await launch(opts);
        try {
          const page = await context.newPage();
          await page.goto(`${server.url}?lang=${lang}`);
          await page.setInputFiles('input[type="file"]', join(ROOT, "tests/fixtures/spec/fukui-table14.json"));
          const row = page.locator('.standings-table tr.standing[data-player="H"]');
          await row.waitFor();
          // Table 14 of the paper: H is 4th, below F on their game, after the five-player
          // mini-league and the restart among B, F and H that separated nobody.
          const steps = row.locator(width === "desktop" ? "td.why details" : ".narrow-why details");
          assert.equal(await steps.count(), 1);
          const summary = steps.locator("summary");
          assert.equal(await steps.locator("ol").isVisible(), false);
          assert.match(await summary.textContent(), new RegExp(`^${w.why}`));
          assert.match(await summary.textContent(), new RegExp(`${w.steps}$`));
          await (width === "phone" ? summary.tap() : summary.click());
          const lines = await steps.locator("ol li").allTextContents();
          assert.equal(lines.length, 5, JSON.stringify(lines));
          assert.ok(lines.includes(w.restart), JSON.stringify(lines));
          assert.match(lines[4], new RegExp(`^5B · ${w.why}$`));
          // A place decided in the whole league alone keeps its one line.
          const c = page.locator('.standings-table tr.standing[data-player="C"]');
          assert.equal(await c.locator("details").count(), 0);
          assert.deepEqual(await accessibilityViolations(page), []);
          await shot(page, `venue-why-${lang}-${width}`);
          await page.locator(".standings").screenshot({ path: join(SHOTS, `venue-why-${lang}-${width}-standings.png`) });
        } finally {
          await context.close();
        }
      });
    }
  }
});
