// End-to-end tests of the built release page (dist/) in Debian's headless Chromium, served over
// HTTP under a sub-path. One browser profile walks through what a user does, in order: the
// default league ranked, clicks and keys in the crosstable, a mini-league, an opened file with
// cycles, the language switch, a reload, and a reload with the network gone. Screenshots go to
// target/e2e-screenshots/ (printed at the end).
//
// Run by scripts/test.sh after `trunk build --release`; by hand: `node --test e2e/app.test.mjs`.
import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

import { serve } from "./server.mjs";
import { launch } from "./browser.mjs";
import { accessibilityViolations as accessibilityViolationsOf, eventually } from "./helpers.mjs";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const BUILD = join(ROOT, "dist");
// Served from a copy, so that a test can publish a "new version" of the page.
const DIST = mkdtempSync(join(tmpdir(), "hoshitori-dist-"));
const SHOTS = join(ROOT, "target", "e2e-screenshots");
const PREFIX = "/assoc/hoshitori/";

let server;
let context;
let page;
const requests = [];
const pageErrors = [];

async function shot(name) {
  await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true });
}

/** The standings as shown: [{ player, place, badge, block }] in table order. */
async function standings() {
  await page.locator(".standings-table tbody tr.standing").first().waitFor();
  return page.$$eval(".standings-table tbody tr.standing", (rows) =>
    rows.map((r) => ({
      player: r.dataset.player,
      place: r.querySelector(".place").firstChild.textContent.trim(),
      badge: r.querySelector(".badge").textContent.trim(),
      block: r.querySelector(".name .band-tag")?.textContent.trim() ?? null,
    })),
  );
}

/** The row index, in the crosstable, of player `name`. */
async function rowOf(name) {
  const names = await page.$$eval(".crosstable tbody tr[data-player]", (xs) => xs.map((x) => x.dataset.player));
  const i = names.indexOf(name);
  assert.notEqual(i, -1, `${name} in ${names}`);
  return i;
}

async function cell(a, b) {
  return page.locator(`[data-cell="${await rowOf(a)}-${await rowOf(b)}"]`);
}

/** Asserts that `read()` comes to deep-equal `want` (helpers' `eventually`: the page may finish
 * drawing an edit on a timer). */
async function becomes(read, want, message) {
  assert.deepEqual(await eventually(read, want), want, message);
}

/** A reader of `locator`'s trimmed text, for `becomes`. */
const textOf = (locator) => async () => (await locator.textContent()).trim();

/** A reader of the first `k` standings rows as [place, player, badge, block], for `becomes`. */
const topRows = (k) => async () => (await standings()).slice(0, k).map((r) => [r.place, r.player, r.badge, r.block]);

async function accessibilityViolations() {
  return accessibilityViolationsOf(page);
}

/** Where the seat line is drawn: the players above it. */
async function aboveSeatLine() {
  return page.$$eval(".standings-table tbody tr", (rows) => {
    const names = [];
    for (const r of rows) {
      if (r.classList.contains("seat-line")) return names;
      names.push(r.dataset.player);
    }
    return null;
  });
}

/** The stored document's result of the game between `a` and `b`, from `a`'s side of the file. */
/** The stored result once it matches `want` (storage is written by an effect after the page
 * has drawn the edit, not in the same moment): the last one read after 5 s otherwise. */
async function storedResultMatching(a, b, want) {
  let got;
  for (let k = 0; k < 50; k++) {
    got = await storedResult(a, b);
    if (want.test(got ?? "")) break;
    await page.waitForTimeout(100);
  }
  return got;
}

async function storedResult(a, b) {
  return page.evaluate(
    ([a, b]) => {
      const doc = JSON.parse(localStorage.getItem("hoshitori/editor")).doc;
      const g = doc.games.find((g) => (g.a === a && g.b === b) || (g.a === b && g.b === a));
      return g ? `${g.a}-${g.b}:${g.result}` : null;
    },
    [a, b],
  );
}

/** The heat map as shown: { player: [cell texts by place] }. */
async function heatMap() {
  await page.locator(".whatif .heat-map tbody tr").first().waitFor();
  return Object.fromEntries(
    await page.$$eval(".whatif .heat-map tbody tr", (rows) =>
      rows.map((r) => [r.dataset.player, [...r.querySelectorAll("td")].map((td) => td.textContent)]),
    ),
  );
}

/** Runs the what-if and waits for its result; returns the milliseconds it took in the worker. */
async function runWhatIf() {
  const before = await page.locator(".whatif-result").getAttribute("data-job", { timeout: 1 }).catch(() => null);
  await page.locator(".whatif button.run").click();
  await page.waitForFunction(
    (before) => {
      const r = document.querySelector(".whatif-result");
      return r && !r.classList.contains("stale") && r.dataset.job !== before && !document.querySelector(".whatif-progress");
    },
    before,
    { timeout: 60000 },
  );
  return Number(await page.locator(".whatif-result").getAttribute("data-ms"));
}

describe("Hoshitori in Chromium", () => {
  before(async () => {
    mkdirSync(SHOTS, { recursive: true });
    cpSync(BUILD, DIST, { recursive: true });
    server = await serve(DIST, PREFIX);
    context = await launch();
    context.on("request", (r) => requests.push(r.url()));
    page = context.pages()[0] ?? (await context.newPage());
    page.on("pageerror", (e) => {
      console.error("page error:", e);
      pageErrors.push(String(e));
    });
  });

  after(async () => {
    await context?.close();
    await server?.close();
    console.log(`screenshots: ${SHOTS}`);
  });

  test("opens on the Fukui 43rd-term season, ranked with the rules' labels", async () => {
    await page.goto(server.url);
    const s = await standings();
    // The paper's final table (spec: fukui43-season.json).
    assert.deepEqual(
      s.map((r) => [r.place, r.player, r.badge]),
      [
        ["1", "大和", "2A"],
        ["2", "前田", "2A"],
        ["3", "高橋", "3A"],
        ["4", "丸吉", "3A"],
        ["5", "三村", "3A"],
        ["6", "岡崎", "1A"],
        ["7", "安田", "1A"],
        ["8", "渡辺", "2A"],
        ["9", "酒井", "2A"],
        ["10", "廣田", "1A"],
      ],
    );
    // Three tied blocks, each named and banded in both tables.
    assert.deepEqual(
      s.map((r) => r.block),
      ["A", "A", "B", "B", "B", null, null, "C", "C", null],
    );
    await becomes(() => page.locator(".crosstable tr.band").count(), 7);
    assert.deepEqual(await aboveSeatLine(), ["大和", "前田", "高橋", "丸吉", "三村"]);
    // The badge's explanation (a tip, by tap, click, hover or focus) says what was compared.
    const title = await page.locator('tr[data-player="高橋"] .rule [role="tooltip"]').textContent();
    assert.match(title, /高橋 2、丸吉 1、三村 0/);
    const mark = await page.evaluate(() => performance.getEntriesByName("hoshitori:ranked").length);
    assert.equal(mark, 1, "the first ranked render is marked");
    await shot("1-default-league");
  });

  test("a click cycles a cell, the mirror follows and the ranking updates", async () => {
    const c = await cell("大和", "前田");
    await becomes(textOf(c), "〇");
    await c.click();
    await becomes(textOf(c), "●");
    await becomes(textOf(await cell("前田", "大和")), "〇");
    // 大和 now has 6 wins, level with 高橋, 丸吉 and 三村: a mini-league of four decides.
    await becomes(topRows(6), [
      ["1", "前田", "1A", null],
      ["2", "高橋", "3A", "A"],
      ["3", "丸吉", "3A", "A"],
      ["4", "大和", "3A", "A"],
      ["5", "三村", "3A", "A"],
      ["6", "岡崎", "1A", null],
    ]);
    await shot("2-after-click");
  });

  test("keyboard entry: arrows move, o sets a win, and the seat line moves", async () => {
    const start = await cell("岡崎", "丸吉");
    await start.click(); // 〇 → ● by click, which also focuses the cell ...
    await page.keyboard.press("Backspace"); // ... then cleared from the keyboard
    await becomes(textOf(start), "");
    await page.keyboard.press("o"); // 岡崎 beat 丸吉 again, as in the season
    await becomes(textOf(start), "〇");
    // The cursor moved on to the next cell of the row (past the diagonal); back to the start.
    const row = await rowOf("岡崎");
    let next = (await rowOf("丸吉")) + 1;
    if (next === row) next += 1;
    await becomes(() => page.evaluate(() => document.activeElement.dataset.cell), `${row}-${next}`);
    await start.focus();
    // Move right from the 丸吉 column to the 三村 column with the arrow keys.
    const from = await rowOf("丸吉");
    const to = await rowOf("三村");
    for (let k = from; k < to; k++) await page.keyboard.press("ArrowRight");
    await becomes(() => page.evaluate(() => document.activeElement.dataset.cell), `${await rowOf("岡崎")}-${to}`);
    await page.keyboard.press("o"); // 岡崎 now beats 三村: 岡崎 joins the tie on 6, 三村 drops out.
    // The mini-league of four leaves two pairs level; head-to-head splits each (nested blocks).
    await becomes(topRows(6), [
      ["1", "前田", "1A", null],
      ["2", "岡崎", "4A", "A1"],
      ["3", "高橋", "4A", "A1"],
      ["4", "丸吉", "4A", "A2"],
      ["5", "大和", "4A", "A2"],
      ["6", "三村", "1A", null],
    ]);
    assert.deepEqual(await aboveSeatLine(), ["前田", "岡崎", "高橋", "丸吉", "大和"]);
    await shot("3-keyboard");
  });

  test("a tied block opens as a mini-league with its own scores", async () => {
    await page.locator(".block-button", { hasText: "A" }).first().click();
    const panel = page.locator("#block-panel");
    await panel.waitFor();
    const mini = (sel) =>
      page.$$eval(`#block-panel ${sel}`, (trs) =>
        trs.map((tr) => [tr.querySelector("th").textContent, tr.querySelector(".total").textContent]),
      );
    assert.deepEqual(await mini("> .mini-league > table.mini tbody tr"), [
      ["高橋", "2"],
      ["岡崎", "2"],
      ["丸吉", "1"],
      ["大和", "1"],
    ]);
    // Nested: each pair left level has its own mini-league.
    assert.deepEqual(
      await page.$$eval("#block-panel > .mini-league > .nested > .mini-league", (ds) => ds.map((d) => d.dataset.block)),
      ["A1", "A2"],
    );
    assert.deepEqual(await mini('.mini-league[data-block="A1"] table.mini tbody tr'), [
      ["岡崎", "1"],
      ["高橋", "0"],
    ]);
    await becomes(() => page.locator(".crosstable tr.selected").count(), 4);
    await shot("4-mini-league");
  });

  test("no WCAG 2.1 A/AA violations (axe-core), with a mini-league open", async () => {
    assert.deepEqual(await accessibilityViolations(), []);
  });

  test("undo brings the last edits back out", async () => {
    await page.locator("button.undo").click();
    await becomes(async () => {
      const s = await standings();
      return [s[1].player, s[4].player];
    }, ["高橋", "三村"]);
    await page.locator("button.redo").click();
    await becomes(async () => (await standings())[1].player, "岡崎");
  });

  test("an opened file with nested mini-leagues and cycles", async () => {
    await page.setInputFiles('input[type="file"]', join(ROOT, "tests/fixtures/spec/fukui-table10.json"));
    await page.locator(".cycle-figure").first().waitFor();
    // Table 10 of the paper: six tied, two three-player cycles inside nested mini-leagues.
    const cycles = await page.$$eval(".cycle-figure figcaption", (fs) => fs.map((f) => f.textContent));
    assert.deepEqual(cycles, ["A1 B → F → G → B", "A2 A → C → H → A"]);
    await becomes(() => page.locator(".crosstable tr.cycle").count(), 6);
    await becomes(() => page.locator(".cycle-figure svg line.arrow").count(), 6);
    const first = page.locator(".block-button").first();
    if ((await first.getAttribute("aria-pressed")) !== "true") await first.click();
    assert.deepEqual(
      await page.$$eval("#block-panel > .mini-league > .nested > .mini-league", (ds) => ds.map((d) => d.dataset.block)),
      ["A1", "A2"],
    );
    await shot("5-table10-cycles");
    assert.deepEqual(await accessibilityViolations(), [], "with nested mini-leagues and cycles");
    await page.locator("button.undo").click(); // back to the season
    await becomes(async () => (await standings())[0].player, "前田");
  });

  test("Save JSON and Save CSV download the document; the CSV opens again", async () => {
    const save = async (name) => {
      const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name }).click()]);
      const path = join(DIST, "..", `${Date.now()}-${download.suggestedFilename()}`);
      await download.saveAs(path);
      return { name: download.suggestedFilename(), text: readFileSync(path, "utf8"), path };
    };
    const json = await save("JSONで保存");
    assert.match(json.name, /\.json$/);
    const doc = JSON.parse(json.text);
    assert.equal(doc.format, "hoshitori-league/1");
    assert.equal(doc.players.length, 10);
    // The edits so far: 大和 lost to 前田, 岡崎 beat 三村.
    const game = (a, b) => doc.games.find((g) => (g.a === a && g.b === b) || (g.a === b && g.b === a));
    assert.deepEqual([game("大和", "前田").a, game("大和", "前田").result], ["大和", "b"]);
    assert.equal(game("岡崎", "三村").result, game("岡崎", "三村").a === "岡崎" ? "a" : "b");
    const csv = await save("CSVで保存");
    assert.match(csv.name, /\.csv$/);
    assert.ok(csv.text.includes("前田"));
    // Opening the CSV gives the same standings back.
    const before = await standings();
    await page.setInputFiles('input[type="file"]', csv.path);
    await page.waitForFunction(() => document.querySelector(".settings .title input").value === "");
    assert.deepEqual(
      (await standings()).map((r) => [r.place, r.player, r.badge]),
      before.map((r) => [r.place, r.player, r.badge]),
    );
    await page.locator("button.undo").click();
  });

  test("rules: a preset, a typed chain (an error in Japanese, then fixed) and the seats", async () => {
    const before = await standings();
    const badges = async () => (await standings()).map((r) => r.badge);
    const badgesOutside = (codes) => async () => (await badges()).filter((b) => !codes.test(b));
    await page.locator(".settings .rules select").selectOption("rif-round-robin");
    await becomes(badgesOutside(/^(PTS|SB|DE|WIN|TIE|PO)$/), [], "badges outside the RIF chain");
    await page.locator(".settings .rules select").selectOption("custom");
    const chain = page.locator(".settings .chain-input");
    assert.equal(await chain.inputValue(), "rif-round-robin");
    await chain.fill("PTS,XYZ");
    await chain.press("Tab");
    await becomes(
      textOf(page.locator(".panel.error .error-text")),
      'rules: 基準コード "XYZ" が分かりません（使えるもの：PTS、WIN、WON、BPG、BWG、ARO、TPR、DE、SB、BH、KS、PREV）',
    );
    assert.equal(await chain.inputValue(), "PTS,XYZ", "what was typed is kept");
    await chain.fill("PTS,DE");
    await chain.press("Tab");
    await becomes(badgesOutside(/^(PTS|DE|TIE|PO)$/), [], "badges outside PTS,DE");
    await page.locator(".settings .rules select").selectOption("fukui");
    await becomes(standings, before);
    const seats = page.locator(".settings .seats input");
    await seats.fill("3");
    await seats.press("Tab");
    await becomes(aboveSeatLine, before.slice(0, 3).map((r) => r.player));
    await seats.fill("5");
    await seats.press("Tab");
    await becomes(aboveSeatLine, before.slice(0, 5).map((r) => r.player));
  });

  test("the language switch turns the page to English and back", async () => {
    assert.equal(await page.locator("#standings-h").textContent(), "順位表");
    await page.locator("button.lang").click();
    await becomes(textOf(page.locator("#standings-h")), "Standings");
    assert.equal(await page.getAttribute("html", "lang"), "en");
    const title = await page.locator('tr[data-player="高橋"] .rule [role="tooltip"]').textContent();
    assert.match(title, /head-to-head: 岡崎 1, 高橋 0Steps: 1B › 3B › 4A$/);
    await shot("6-english");
  });

  test("a reload keeps the edits and the language", async () => {
    await page.reload();
    const s = await standings();
    assert.equal(s[0].player, "前田");
    assert.equal(s[1].player, "岡崎");
    assert.equal(await page.locator("#standings-h").textContent(), "Standings");
  });

  // What-if. The stored editor is put back afterwards, so the tests below see the same document.
  let beforeWhatIf;

  test("what-if: the paper's last round, computed in the Web Worker", async () => {
    beforeWhatIf = await page.evaluate(() => localStorage.getItem("hoshitori/editor"));
    await page.setInputFiles('input[type="file"]', join(ROOT, "tests/fixtures/spec/fukui43-season.json"));
    await page.waitForFunction(() => document.querySelector(".standings-table tr.standing")?.dataset.player === "大和");
    const run = page.locator(".whatif button.run");
    assert.equal(await page.locator(".whatif .plan").textContent(), "No pending game: every pair has played.");
    assert.equal(await run.isDisabled(), true);
    // Clear the three round-9 games the paper leaves open (they keep their round: pending).
    for (const [a, b] of [["丸吉", "高橋"], ["三村", "廣田"], ["安田", "大和"]]) {
      const c = await cell(a, b);
      await c.click();
      await page.keyboard.press("Backspace");
      await becomes(textOf(c), "");
      assert.match(await storedResultMatching(a, b, /:pending$/), /:pending$/);
    }
    assert.equal(await page.locator(".whatif .plan").textContent(), "3 pending games (round 9), 8 outcomes: exact (every outcome ranked).");
    const ms = await runWhatIf();
    console.log(`what-if, paper's last round (8 outcomes): ${ms} ms in the worker`);
    assert.equal(await page.locator(".whatif .method").evaluate((e) => e.firstChild.textContent), "Exact: all 8 outcomes, each equally likely.");
    const heat = await heatMap();
    const row = (...xs) => Array.from({ length: 10 }, (_, k) => xs[k] ?? "");
    // 岡崎 keeps his seat (5th) only if 三村 beats 廣田 and 高橋 loses to 丸吉: 2 of 8 outcomes.
    assert.deepEqual(heat["岡崎"], row("", "", "", "", "25", "75"));
    assert.deepEqual(heat["前田"], row("50", "25", "25"));
    assert.deepEqual(heat["安田"], row("", "", "", "", "", "", "100"));
    assert.deepEqual(heat["廣田"], row("", "", "", "", "", "", "", "", "50", "50"));
    // Rows by expected place; cells are titled in words.
    assert.deepEqual(Object.keys(heat).slice(0, 3), ["前田", "丸吉", "大和"]);
    assert.equal(await page.locator('.heat-map tr[data-player="岡崎"] td').nth(5).getAttribute("title"), "岡崎, place 6: 75 %");
    // Prospects: 高橋, 三村 and 岡崎 cannot win the title.
    const prospects = Object.fromEntries(
      await page.$$eval(".prospects-table tbody tr", (rows) =>
        rows.map((r) => [r.dataset.player, [...r.querySelectorAll("td")].map((td) => td.textContent)]),
      ),
    );
    for (const name of ["高橋", "三村", "岡崎"]) assert.match(prospects[name][1], /^0 %eliminated$/, name);
    assert.deepEqual(prospects["岡崎"], ["5–6", "0 %eliminated", "25 %"]);
    assert.deepEqual(prospects["丸吉"], ["1–4", "25 %", "100 %clinched"]);
    // Each player's conditions, in words.
    const okazaki = page.locator('details.player-conditions[data-player="岡崎"]');
    await okazaki.locator("summary").click();
    assert.deepEqual(await okazaki.locator(".condition.seat li").allTextContents(), [
      "if 丸吉 beats 高橋 and 三村 beats 廣田",
    ]);
    assert.equal(await okazaki.locator(".condition.seat .free").textContent(), "(does not depend on 安田–大和)");
    assert.deepEqual(await okazaki.locator(".extreme").allTextContents(), ["Best place: 5 Show in table", "Worst place: 6 Show in table"]);
    await shot("11-what-if");
  });

  test("what-if: a hypothetical outcome is shown, not stored, until confirmed; undo takes it back", async () => {
    const okazaki = page.locator('details.player-conditions[data-player="岡崎"]');
    await okazaki.locator("button.show-seat").click();
    const banner = page.locator(".hypo-banner");
    await banner.waitFor();
    assert.equal(await banner.locator("h2").textContent(), "Showing a hypothetical outcome");
    assert.equal(await banner.locator(".hypo-what").textContent(), "岡崎, seat: 丸吉 beats 高橋 and 三村 beats 廣田");
    // The three pending games are filled and marked in both cells of each; 岡崎 is above the line.
    await becomes(() => page.locator(".crosstable .cell.hypo").count(), 6);
    const c = await cell("丸吉", "高橋");
    await becomes(textOf(c), "〇");
    assert.match(await c.getAttribute("aria-label"), /\(hypothetical\)$/);
    assert.ok((await aboveSeatLine()).includes("岡崎"));
    // Nothing of it is stored.
    for (const [a, b] of [["丸吉", "高橋"], ["三村", "廣田"], ["安田", "大和"]]) {
      assert.match(await storedResult(a, b), /:pending$/, `${a}-${b} stays pending in storage`);
    }
    assert.deepEqual(await accessibilityViolations(), [], "with the what-if results and a hypothetical outcome");
    await shot("12-hypothetical");
    // Discard: the table is as it was.
    await banner.locator("button.discard").click();
    await becomes(() => page.locator(".hypo-banner").count(), 0);
    await becomes(() => page.locator(".crosstable .cell.hypo").count(), 0);
    await becomes(textOf(c), "");
    // Any real edit also drops it.
    await okazaki.locator("button.show-worst").click();
    await banner.waitFor();
    await (await cell("大和", "前田")).click();
    await becomes(() => page.locator(".hypo-banner").count(), 0);
    await page.locator("button.undo").click();
    await becomes(() => page.locator(".whatif-result.stale").count(), 0, "back to the table the result is for");
    // Confirm: one edit, stored; undo takes all of it back.
    await okazaki.locator("button.show-best").click();
    await banner.locator("button.confirm").click();
    await becomes(() => page.locator(".hypo-banner").count(), 0);
    await becomes(() => page.locator(".crosstable .cell.hypo").count(), 0);
    await becomes(textOf(c), "〇");
    assert.equal(await storedResultMatching("丸吉", "高橋", /:a$/), "丸吉-高橋:a");
    assert.equal(await storedResultMatching("三村", "廣田", /:a$/), "三村-廣田:a");
    assert.match(await storedResultMatching("安田", "大和", /:(a|b)$/), /^安田-大和:(a|b)$/);
    assert.equal(await page.locator(".whatif-result.stale .stale-note").textContent(), "The table changed since this was computed: run again.");
    await page.locator("button.undo").click();
    for (const [a, b] of [["丸吉", "高橋"], ["三村", "廣田"], ["安田", "大和"]]) {
      assert.match(await storedResultMatching(a, b, /:pending$/), /:pending$/);
    }
    await becomes(textOf(c), "");
    await becomes(() => page.locator(".whatif-result.stale").count(), 0);
  });

  test("what-if: a long run shows progress, the page stays responsive, and Cancel stops it", async () => {
    // Forty players and no game yet: 780 pending games, far too many to enumerate. At the
    // finest precision the page offers (±0.1 pp), sampling runs to over half a million
    // samples: seconds in the workers, long enough to watch and cancel. (Sixteen players were
    // once enough; the sampler became fast enough to finish before Cancel was clicked.)
    const players = Array.from({ length: 40 }, (_, k) => ({ name: `P${k + 1}` }));
    const file = join(DIST, "..", `${Date.now()}-forty.json`);
    writeFileSync(file, JSON.stringify({ format: "hoshitori-league/1", rules: "fukui", seats: 8, players, games: [] }));
    await page.setInputFiles('input[type="file"]', file);
    await page.waitForFunction(() => document.querySelectorAll(".crosstable tbody tr").length === 40);
    const plan = page.locator(".whatif .plan");
    assert.match(await plan.textContent(), /^780 pending games, 6\.4×10\^234 outcomes: .*Monte Carlo \(until every probability is within ±0\.5 percentage points, at most 1,000,000 samples\)/);
    // The settings: the precision and the search budget, offered as choices, stated in the plan.
    const precision = page.locator(".whatif-controls .precision select");
    assert.deepEqual(await precision.locator("option").allTextContents(), [
      "±0.1 percentage points", "±0.25 percentage points", "±0.5 percentage points", "±1 percentage points", "±2 percentage points",
    ]);
    assert.equal(await page.locator(".whatif-controls .budget select option:checked").textContent(), "8,000,000 steps");
    await precision.selectOption({ label: "±0.1 percentage points" });
    assert.match(await plan.textContent(), /within ±0\.1 percentage points, at most 1,000,000 samples/);
    await page.locator(".whatif button.run").click();
    const bar = page.locator(".whatif-progress progress");
    await page.waitForFunction(() => Number(document.querySelector(".whatif-progress progress")?.getAttribute("value")) > 0, null, { timeout: 30000 });
    assert.match(
      await page.locator(".whatif-progress label").textContent(),
      /^Sampling outcomes: [\d,]+ \/ at most 1,000,000$/,
    );
    // The page answers while the worker runs.
    const first = page.locator('[data-cell="0-1"]');
    const t0 = Date.now();
    await first.click();
    await becomes(textOf(first), "〇");
    const clickMs = Date.now() - t0;
    console.log(`a click during the run: ${clickMs} ms`);
    assert.ok(clickMs < 2000, `click took ${clickMs} ms`);
    assert.equal(await bar.count(), 1, "still running");
    await shot("13-what-if-running");
    await page.locator(".whatif-progress button.cancel").click();
    assert.equal(await page.locator(".whatif-status").textContent(), "Cancelled.");
    assert.equal(await bar.count(), 0);
    assert.equal(await page.locator(".whatif button.run").isDisabled(), false);
    // The terminated worker never answers.
    await page.waitForTimeout(500);
    assert.equal(await page.locator(".whatif-status").textContent(), "Cancelled.");
    await becomes(() => page.locator(".whatif .heat-map tbody tr").count(), 10, "the earlier result, now marked stale");
    await becomes(() => page.locator(".whatif-result.stale").count(), 1);
    // Back to the document the tests below expect.
    await page.evaluate((text) => localStorage.setItem("hoshitori/editor", text), beforeWhatIf);
    await page.reload();
    assert.equal((await standings())[1].player, "岡崎");
  });

  test("what-if on every core: the answer over two workers is the one worker's", async () => {
    // The 43rd-term season with its last 4 rounds pending: 2^20 outcomes, enumerated in 16
    // parts and the conditions in 20, shared by the workers (as many as the browser reports
    // cores). The same run with the browser made to report one core runs on a single worker;
    // the panel must say exactly the same.
    const doc = JSON.parse(readFileSync(join(ROOT, "tests/fixtures/spec/fukui43-season.json"), "utf8"));
    for (const g of doc.games) if (g.round > 5) g.result = "pending";
    const file = join(DIST, "..", `${Date.now()}-last-four-rounds.json`);
    writeFileSync(file, JSON.stringify(doc));
    await page.addInitScript(() => {
      const cores = sessionStorage.getItem("test-cores");
      if (cores) Object.defineProperty(Navigator.prototype, "hardwareConcurrency", { get: () => Number(cores) });
    });
    await page.setInputFiles('input[type="file"]', file);
    await page.waitForFunction(() => document.querySelector(".whatif .plan")?.textContent.startsWith("20 pending games"));
    const answer = async () => {
      await page.locator(".whatif button.run").click();
      await page.waitForFunction(() => document.querySelector(".whatif-result:not(.stale)") && !document.querySelector(".whatif-progress"), null, { timeout: 60000 });
      return page.evaluate(() => ({
        cores: navigator.hardwareConcurrency,
        method: document.querySelector(".whatif-result .method").firstChild.textContent,
        heat: document.querySelector(".whatif-result .heat-map").textContent,
        prospects: [...document.querySelectorAll(".whatif-result .prospects-table tr, .whatif-result details.player-conditions")].map((e) => e.textContent),
        ms: Number(document.querySelector(".whatif-result").dataset.ms),
      }));
    };
    const many = await answer();
    await page.evaluate(() => sessionStorage.setItem("test-cores", "1"));
    await page.reload();
    await page.waitForFunction(() => document.querySelector(".whatif .plan")?.textContent.startsWith("20 pending games"));
    const one = await answer();
    console.log(`what-if, last 4 rounds (2^20 outcomes): ${many.ms} ms on ${Math.min(4, many.cores)} workers, ${one.ms} ms on one`);
    assert.equal(one.cores, 1);
    assert.ok(many.cores >= 2, `the browser reports ${many.cores} cores`);
    assert.equal(many.method, "Exact: all 1,048,576 outcomes, each equally likely.");
    assert.equal(many.method, one.method);
    assert.equal(many.heat, one.heat);
    assert.ok(many.prospects.length > 10);
    assert.deepEqual(many.prospects, one.prospects);
    // Back to the document the tests below expect, on every core.
    await page.evaluate((text) => {
      sessionStorage.removeItem("test-cores");
      localStorage.setItem("hoshitori/editor", text);
    }, beforeWhatIf);
    await page.reload();
    assert.equal((await standings())[1].player, "岡崎");
  });

  test("a new version of the page is picked up while online", async () => {
    const index = join(DIST, "index.html");
    writeFileSync(index, readFileSync(index, "utf8").replace("<title>Hoshitori 星取表</title>", "<title>Hoshitori v2</title>"));
    await page.reload();
    await standings();
    assert.equal(await page.title(), "Hoshitori v2");
    // The service worker caches the new page once every file it names (the what-if worker's
    // too) is cached; wait for that before the next test takes the network away.
    const cached = await page.evaluate(async () => {
      for (let k = 0; k < 200; k++) {
        const r = await caches.match(new URL("./", location.href).href);
        if (r && (await r.text()).includes("<title>Hoshitori v2</title>")) return true;
        await new Promise((ok) => setTimeout(ok, 50));
      }
      return false;
    });
    assert.ok(cached, "the new page is cached");
  });

  test("offline: with the server gone, a reload still works", async () => {
    await page.evaluate(async () => {
      const reg = await navigator.serviceWorker.ready;
      if (!navigator.serviceWorker.controller) {
        await new Promise((ok) => navigator.serviceWorker.addEventListener("controllerchange", ok));
      }
      return reg.active.state;
    });
    await server.close();
    await context.setOffline(true);
    await page.reload();
    const s = await standings();
    assert.equal(s[0].player, "前田");
    assert.equal(await page.locator("#standings-h").textContent(), "Standings");
    assert.equal(await page.title(), "Hoshitori v2", "the cached page is the newest seen");
    await (await cell("大和", "前田")).click(); // ● → △: 大和 6.5 is second on its own
    assert.equal((await standings())[1].player, "大和", "ranks while offline");
    await shot("7-offline");
    // The what-if worker was cached too: clear that game and run a what-if offline.
    await page.keyboard.press("Backspace");
    assert.equal(await page.locator(".whatif .plan").textContent(), "1 pending game (round 4), 2 outcomes: exact (every outcome ranked).");
    await runWhatIf();
    await becomes(() => page.locator(".whatif .heat-map tbody tr").count(), 10);
    await page.keyboard.press("Control+z");
  });

  test("on a phone the page fits the screen; the crosstable scrolls in its own box", async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth);
    assert.ok(overflow <= 390, `page is ${overflow}px wide`);
    await shot("8-phone");
    await page.setViewportSize({ width: 1400, height: 1000 });
  });

  test("a new league with a three-way cycle needs a playoff, and its result is recorded", async () => {
    await page.locator(".toolbar .count input").fill("3");
    await page.locator(".toolbar .count input").press("Tab");
    await page.getByRole("button", { name: "New league" }).click();
    // No result yet: no standings and no playoff announced for everyone.
    assert.match(await page.locator(".standings.no-results").textContent(), /No results yet/);
    await becomes(() => page.locator(".playoff-head").count(), 0);
    for (const c of ["0-1", "1-2", "2-0"]) await page.locator(`[data-cell="${c}"]`).click();
    let s = await standings();
    // Tied throughout: the whole league is block A, and the rules cannot split it.
    assert.deepEqual(
      s.map((r) => [r.place, r.player, r.badge, r.block]),
      [
        ["1–3", "Player 1", "5C", "A"],
        ["1–3", "Player 2", "5C", "A"],
        ["1–3", "Player 3", "5C", "A"],
      ],
    );
    assert.deepEqual(await page.$$eval(".cycle-figure figcaption", (fs) => fs.map((f) => f.textContent)), [
      "A Player 1 → Player 2 → Player 3 → Player 1",
    ]);
    assert.deepEqual(await page.$$eval(".block-button .band-tag", (ts) => ts.map((t) => t.textContent)), ["A"]);
    assert.equal(await page.locator(".playoff-head").textContent(), "Player 1 · Player 2 · Player 3 · 1–3 places · title");
    await shot("9-playoff-required");
    assert.deepEqual(await accessibilityViolations(), [], "with the cycle diagram and the playoff form");
    const selects = page.locator(".playoff-form select");
    await selects.nth(0).selectOption({ label: "Player 2" });
    await selects.nth(1).selectOption({ label: "Player 3" });
    await page.getByRole("button", { name: "Record result" }).click();
    s = await standings();
    assert.deepEqual(
      s.map((r) => [r.place, r.player, r.badge]),
      [
        ["1", "Player 2", "6"],
        ["2", "Player 3", "6"],
        ["3", "Player 1", "6"],
      ],
    );
    assert.equal(await page.locator(".recorded").first().textContent().then((t) => t.startsWith("recorded: Player 2 > Player 3 > Player 1")), true);
    await shot("10-playoff-recorded");
  });

  /** The stored document. */
  async function storedDoc() {
    return page.evaluate(() => JSON.parse(localStorage.getItem("hoshitori/editor")).doc);
  }

  async function newLeague(count) {
    await page.locator(".toolbar .count input").fill(String(count));
    await page.locator(".toolbar .count input").press("Tab");
    await page.getByRole("button", { name: "New league" }).click();
  }

  /** Screenshots at desktop and phone width, in English and Japanese; back to English. */
  async function shots(name) {
    for (const lang of ["en", "ja"]) {
      if ((await page.getAttribute("html", "lang")) !== lang) await page.locator("button.lang").click();
      await shot(`${name}-${lang}`);
      await page.setViewportSize({ width: 390, height: 844 });
      await shot(`${name}-${lang}-phone`);
      await page.setViewportSize({ width: 1400, height: 1000 });
    }
    await page.locator("button.lang").click();
    assert.equal(await page.getAttribute("html", "lang"), "en");
  }

  test("a double round robin: two half-cells per pair, by clicks and keys; cycles cannot drop below the games", async () => {
    await newLeague(3);
    await page.locator(".settings .cycles select").selectOption("2");
    assert.equal(await page.locator("[data-cell]").count(), 3 + 6 * 2, "a half-cell per meeting");
    await page.locator('[data-cell="0-1-0"]').click();
    await page.locator('[data-cell="0-1-1"]').click();
    await page.locator('[data-cell="0-1-1"]').click();
    const text = (id) => page.locator(`[data-cell="${id}"]`).textContent();
    assert.deepEqual([await text("0-1-0"), await text("0-1-1")], ["〇", "●"]);
    assert.deepEqual([await text("1-0-0"), await text("1-0-1")], ["●", "〇"], "the mirror follows game by game");
    // Keys: the arrows walk through the half-cells, letters act on the focused one.
    await page.locator('[data-cell="0-1-1"]').focus();
    await page.keyboard.press("ArrowRight");
    assert.equal(await page.evaluate(() => document.activeElement.dataset.cell), "0-2-0");
    await page.keyboard.press("d");
    // A result moves the cursor on: to the pair's next meeting.
    assert.equal(await page.evaluate(() => document.activeElement.dataset.cell), "0-2-1");
    await page.keyboard.press("o");
    await page.keyboard.press("ArrowDown");
    assert.equal(await page.evaluate(() => document.activeElement.dataset.cell), "1-2-1");
    await page.keyboard.press("x");
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("Shift+F");
    assert.deepEqual([await text("2-0-0"), await text("2-0-1")], ["△", "●"]);
    assert.deepEqual([await text("2-1-0"), await text("2-1-1")], ["□", "〇"]);
    const doc = await storedDoc();
    assert.equal(doc.cycles, 2);
    assert.equal(doc.games.length, 6);
    // Both games count: Player 1 has 1 + 0 + ½ + 1.
    assert.equal((await standings()).length, 3);
    assert.equal(await page.locator('.standings-table tr[data-player="Player 1"] .score').textContent(), "2.5");
    await shots("20-double-round-robin");
    assert.deepEqual(await accessibilityViolations(), [], "with half-cells");
    // Back to a single round robin is refused while a pair has two games.
    await page.locator(".settings .cycles select").selectOption("1");
    assert.match(await page.locator(".notices .notice.warn").textContent(), /Cannot make it 1 meeting\(s\) per pair: Player 1 and Player 2 have 2 games recorded/);
    assert.equal((await storedDoc()).cycles, 2);
    assert.equal(await page.locator(".settings .cycles select").inputValue(), "2");
    await page.locator(".notices .notice.warn button").click();
  });

  test("policy controls: the object form only while a policy differs from the preset; scoring", async () => {
    await page.locator(".settings .scope select").selectOption("none");
    assert.deepEqual((await storedDoc()).rules, { criteria: "fukui", playoff: "none" });
    await page.locator(".settings .format select").selectOption("round-robin");
    assert.deepEqual((await storedDoc()).rules, { criteria: "fukui", playoff: "none", playoff_format: "round-robin" });
    await page.locator(".settings .scope select").selectOption("title,seats");
    await page.locator(".settings .format select").selectOption("knockout");
    assert.equal((await storedDoc()).rules, "fukui");
    await page.locator(".settings .scoring select").selectOption("3-1-0");
    assert.equal(await page.locator('.standings-table tr[data-player="Player 1"] .score').textContent(), "7");
    await page.locator(".settings .scoring select").selectOption("custom");
    await page.locator(".settings .scoring-values input").nth(1).fill("1.5");
    await page.locator(".settings .scoring-values input").nth(1).press("Tab");
    assert.deepEqual((await storedDoc()).scoring, { win: 3, draw: 1.5, loss: 0, forfeit_win: 3, forfeit_loss: 0 });
    await shots("21-policies");
    await page.locator(".settings .scoring select").selectOption("1-0.5-0");
    assert.equal((await storedDoc()).scoring, undefined);
  });

  test("shogi 順位戦: the title stepladder is recorded game by game", async () => {
    await newLeague(4);
    await page.locator(".settings .rules select").selectOption("shogi-junisen");
    // The previous ranks, in each player's "edit player" dialog.
    for (let i = 0; i < 4; i++) {
      await page.locator(".who button.who-button").nth(i).click();
      const dialog = page.locator("dialog.edit-player[open]");
      await dialog.locator("input.prev").fill(String(i + 1));
      await dialog.locator("input.prev").press("Tab");
      await dialog.locator("button.done").click();
      await dialog.waitFor({ state: "detached" });
    }
    assert.deepEqual(await page.$$eval(".crosstable tbody td.prev-col", (xs) => xs.map((x) => x.textContent)), ["1", "2", "3", "4"]);
    for (const c of ["0-1", "1-2", "2-0", "0-3", "1-3", "2-3"]) await page.locator(`[data-cell="${c}"]`).click();
    await page.locator(".ladder").waitFor();
    assert.match(await page.locator(".playoff-format").textContent(), /stepladder.*decides place 1 only/);
    assert.deepEqual(await page.$$eval(".ladder-seeds .seed", (xs) => xs.map((x) => x.textContent)), ["1. Player 1", "2. Player 2", "3. Player 3"]);
    assert.equal(await page.locator(".ladder-next span").textContent(), "Next game: Player 3 – Player 2");
    await page.getByRole("button", { name: "Player 3 won" }).click();
    assert.equal(await page.locator(".ladder-next span").textContent(), "Next game: Player 3 – Player 1");
    assert.deepEqual(await page.$$eval(".ladder-games li", (xs) => xs.map((x) => x.textContent)), ["Player 3 – Player 2: Player 3 won"]);
    await shots("22-junisen-ladder");
    await page.getByRole("button", { name: "Player 3 won" }).click();
    const s = await standings();
    assert.deepEqual(s.slice(0, 1).map((r) => [r.place, r.player]), [["1", "Player 3"]]);
    assert.equal((await storedDoc()).playoffs[0].games.length, 2);
    await page.locator("button.undo").click();
    assert.equal(await page.locator(".ladder-next span").textContent(), "Next game: Player 3 – Player 1");
    await page.locator("button.redo").click();
  });

  test("a recorded playoff that no longer applies: a notice with Keep and Clear, the standings still shown", async () => {
    // A corrected result: Player 1 beat Player 3, so no playoff is needed any more.
    await page.locator('[data-cell="0-2"]').focus();
    await page.keyboard.press("o");
    const notice = page.locator(".stale-playoff");
    await notice.waitFor();
    assert.match(await notice.textContent(), /This recorded playoff no longer applies: Player 1 · Player 2 · Player 3.*not those of a playoff required now \(none is required\)/);
    assert.equal((await standings()).length, 4);
    await shots("23-stale-playoff");
    assert.deepEqual(await accessibilityViolations(), [], "with a stale playoff notice");
    await notice.locator("button.keep").click();
    await becomes(() => page.locator(".stale-playoff.kept").count(), 1);
    assert.equal((await storedDoc()).playoffs.length, 1, "kept in the file");
    await page.locator(".stale-playoff.kept button").click();
    await page.locator(".stale-playoff button.clear").click();
    await becomes(() => page.locator(".stale-playoff").count(), 0);
    assert.equal((await storedDoc()).playoffs, undefined);
  });

  test("shogi: the impasse dialog judges the counts and enters the result as one edit", async () => {
    await newLeague(3);
    await page.locator(".settings .rules select").selectOption("shogi-junisen");
    await page.locator("button.impasse-open").click();
    const dialog = page.getByRole("dialog", { name: "Impasse (jishogi)" });
    await dialog.waitFor();
    // Player 2 moved first against Player 1; 24-point rule.
    await dialog.getByLabel("Sente (moved first)").selectOption({ label: "Player 2" });
    await dialog.getByLabel("Gote (moved second)").selectOption({ label: "Player 1" });
    await dialog.getByLabel("Rule").selectOption("24");
    const verdict = dialog.locator(".verdict");
    // The default split (27 points each): both reach 24, the pair replays.
    assert.match(await verdict.textContent(), /void, to be replayed/);
    assert.match(await dialog.locator(".note").textContent(), /The pair replays/);
    await dialog.locator("#impasse-sente-big").fill("3");
    await dialog.locator("#impasse-sente-small").fill("18");
    await dialog.locator("#impasse-gote-big").fill("1");
    // Counts that do not add up are said in words, with no button to enter them.
    assert.match(await verdict.textContent(), /the impasse counts do not add up: pieces other than rooks, bishops and kings 18 \(Sente\) \+ 17 \(Gote\) = 35, but a set has 34/);
    assert.equal(await dialog.locator("button.impasse-enter").count(), 0);
    await dialog.locator("#impasse-gote-small").fill("16");
    assert.match(await verdict.textContent(), /Sente 5×3 \+ 18 = 33 points, Gote 5×1 \+ 16 = 21 points/);
    assert.match(await verdict.textContent(), /Sente wins/);
    await shots("24-impasse");
    assert.deepEqual(await accessibilityViolations(), [], "with the impasse dialog open");
    await dialog.locator("button.impasse-enter").click();
    assert.equal(await page.locator('[data-cell="1-0"]').textContent(), "〇");
    assert.equal(await page.locator('[data-cell="0-1"]').textContent(), "●");
    const games = (await storedDoc()).games;
    assert.equal(games.length, 1);
    assert.deepEqual([games[0].a, games[0].b, games[0].result, games[0].first], ["Player 1", "Player 2", "b", "b"], "Player 2 won and moved first");
    assert.equal(await dialog.locator(".entered").textContent(), "Entered.");
    await shots("25-impasse-entered");
    // One edit: one undo takes it back.
    await page.locator("button.undo").click();
    assert.equal(await page.locator('[data-cell="1-0"]').textContent(), "");
    await page.locator("button.redo").click();
    assert.equal(await page.locator('[data-cell="1-0"]').textContent(), "〇");
    // A declaration by Gote (Player 1): 31 points, king in the camp, not in check: Gote wins.
    await dialog.getByLabel("Rule").selectOption("declaration");
    await dialog.getByLabel("Declarer").selectOption("gote");
    await dialog.locator("#impasse-counted-big").fill("3");
    await dialog.locator("#impasse-counted-small").fill("16");
    await dialog.locator("#impasse-in-camp").fill("12");
    await dialog.getByLabel("King inside the opponent's camp").check();
    assert.match(await verdict.textContent(), /31 points is 31 or more: Gote, the declarer, wins/);
    await shots("26-impasse-declaration");
    assert.deepEqual(await accessibilityViolations(), [], "with the declaration form");
    await page.locator("button.impasse-open").click();
    assert.equal(await page.getByRole("dialog").count(), 0);
  });

  test("no error in the page (a panic would stop the app)", () => {
    assert.deepEqual(pageErrors, []);
  });

  test("no request left for another origin", () => {
    const foreign = requests.filter((u) => !u.startsWith(server.origin) && !u.startsWith("data:") && !u.startsWith("blob:"));
    assert.deepEqual(foreign, []);
    assert.ok(requests.some((u) => u.endsWith(".wasm")));
  });
});
