// A team event run round by round on the Swiss page (issue 33, item 4): a new team event, four
// teams registered, two boards a match, the round robin scheduled from the Berger tables, rounds
// 1 and 2 entered board by board (the standings wait for a round's last board), one board of
// round 3 entered, then what-if before the last round: every open board played out (3 boards
// with draws: 27 outcomes), each team's best and worst place. Kept across a reload. In English
// and Japanese, at 1400 px and on a 390×844 phone; axe-core clean. Screenshots:
// target/e2e-screenshots/team-*.png.
//
// By hand, after `trunk build --release`: `node --test e2e/team.test.mjs`.
import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import { mkdirSync } from "node:fs";
import { join } from "node:path";

import { serve } from "./server.mjs";
import { launch, PHONE } from "./browser.mjs";
import { BUILD, SHOTS, shot, accessibilityViolations, openWhatIf } from "./helpers.mjs";

let server;
const TEAMS = ["Aoba", "Bunkyo", "Chuo", "Daiichi"];

const WORDS = {
  en: {
    system: "System", swiss: "Swiss (Tagajo method, on match points)", rounds: "Rounds", pair: "Pair the round",
    newTeam: "New team event", name: "Name", register: "Register", boards: "Boards per match",
    make: "Make the schedule", entering: /Round 3: being entered \(1\/4\)/, run: "Work it out",
    draws: "Games can be drawn", status: /^3 games to play, 27 outcomes \(every outcome counted/,
  },
  ja: {
    system: "方式", swiss: "スイス式（多賀城方式、勝ち点で）", rounds: "回戦数", pair: "組合せを作る",
    newTeam: "新しい団体戦", name: "名前", register: "登録", boards: "1試合の盤数",
    make: "日程を作る", entering: /3回戦：入力中（1\/4）/, run: "計算する",
    draws: "引き分けあり", status: /^残り 3 局、結果 27 通り（すべての結果を数えました/,
  },
};

/** Sets board `k` of match `m` of the round being entered to `result` (`1-0`, `1/2`, `0-1`). */
async function board(page, m, k, result) {
  await page.locator(".swiss-entry .match").nth(m).locator("select").nth(k).selectOption(result);
}

describe("a team event entered round by round", () => {
  before(async () => {
    mkdirSync(SHOTS, { recursive: true });
    server = await serve(BUILD, "/");
  });
  after(async () => {
    await server?.close();
  });

  for (const lang of ["en", "ja"]) {
    for (const [width, opts] of [["1400", { viewport: { width: 1400, height: 1000 } }], ["390", PHONE]]) {
      test(`schedule, boards one by one, what-if before the last round (${lang}, ${width})`, async () => {
        const w = WORDS[lang];
        const context = await launch(opts);
        const page = await context.newPage();
        const errors = [];
        page.on("pageerror", (e) => errors.push(String(e)));
        await page.goto(`${server.url}swiss.html?lang=${lang}`);
        await page.evaluate(() => localStorage.clear());
        await page.reload();
        await page.getByRole("button", { name: w.newTeam }).click();
        // The example holds players: the page asks before replacing it.
        await page.locator(".swiss-confirm .confirm").click();
        await page.waitForFunction(() => document.querySelectorAll(".roster li").length === 0);
        for (const team of TEAMS) {
          await page.getByLabel(w.name, { exact: true }).fill(team);
          await page.getByRole("button", { name: w.register }).click();
        }
        assert.equal(await page.locator(".roster li").count(), 4);
        const schedule = page.locator(".swiss-schedule");
        await schedule.getByLabel(w.boards).selectOption("2");
        await schedule.getByRole("button", { name: w.make }).click();
        // Four teams: three rounds of two matches, nothing played yet.
        await page.locator(".swiss-entry .match").first().waitFor();
        assert.equal(await schedule.count(), 0);
        const stored = () => page.evaluate(() => JSON.parse(localStorage.getItem("hoshitori-swiss")).doc);
        const doc = await stored();
        assert.equal(doc.rounds.length, 3);
        assert.deepEqual(doc.rounds.map((r) => r.matches.length), [2, 2, 2]);
        assert.deepEqual(doc.rounds[0].matches[0].boards, [null, null]);
        assert.equal(await page.locator(".swiss-entry .match select").count(), 4);

        // Round 1: the home teams win both boards; round 2: drawn, and the away team 1½-½.
        // The standings wait for the round's last board.
        await board(page, 0, 0, "1-0");
        await page.locator(".swiss-standings .note").waitFor();
        for (const [m, k] of [[0, 1], [1, 0], [1, 1]]) await board(page, m, k, "1-0");
        await page.locator(".swiss-entry h2", { hasText: lang === "en" ? "Round 2" : "2回戦" }).waitFor();
        // A new round's boards start at "not played", whatever the last round's selects showed.
        assert.ok(await page.locator(".swiss-entry .match select").evaluateAll((ss) => ss.every((s) => s.value === "")));
        assert.match(await page.locator(".roster").locator("xpath=preceding-sibling::h3[1]").textContent(), lang === "en" ? /^Teams \(4\)$/ : /^チーム（4）$/);
        await board(page, 0, 0, "1-0");
        await board(page, 0, 1, "0-1");
        await board(page, 1, 0, "1/2");
        await board(page, 1, 1, "0-1");
        await page.locator(".swiss-entry h2", { hasText: lang === "en" ? "Round 3" : "3回戦" }).waitFor();
        // The match heading adds up the game points entered.
        const heading = page.locator(".swiss-entry .match .pair").first();
        assert.match(await heading.textContent(), lang === "en" ? /0 – 0 .*\(0 of 2 boards\)/ : /0 – 0 .*（2盤中0盤入力）/);
        await board(page, 0, 0, "1-0");
        assert.match(await heading.textContent(), lang === "en" ? /1 – 0 .*\(1 of 2 boards\)/ : /1 – 0 .*（2盤中1盤入力）/);
        assert.match(await page.locator(".swiss-standings .note").textContent(), w.entering);
        assert.equal(await page.locator(".swiss-standings tbody tr").count(), 4);

        // What-if before the last round: the three open boards, drawn or won, all counted.
        const whatif = page.locator(".swiss-whatif");
        await openWhatIf(page);
        await whatif.getByLabel(w.draws).check();
        await whatif.getByRole("button", { name: w.run }).click();
        const status = page.locator(".swiss-whatif [role=status]");
        await status.waitFor();
        assert.match(await status.textContent(), w.status);
        const rows = await page.locator(".swiss-whatif tbody tr").evaluateAll((trs) =>
          trs.map((tr) => [...tr.querySelectorAll("th, td")].map((c) => c.textContent)));
        assert.equal(rows.length, 4);
        for (const row of rows) {
          assert.ok(TEAMS.includes(row[0]), row[0]);
          assert.ok(Number(row[1]) <= Number(row[2]), `best ${row[1]} worst ${row[2]}`);
        }
        // The wall chart: each team's matches with home or away, the result and game points.
        const wall = await page.locator(".swiss-wallchart tbody tr").evaluateAll((trs) =>
          trs.map((tr) => [...tr.querySelectorAll("td")].map((c) => c.textContent)));
        for (const row of wall) {
          assert.match(row[1], /^\d[ha][+=−] [\d.]+$/, `round 1: ${row}`);
          assert.match(row[2], /^\d[ha][+=−] [\d.]+$/, `round 2: ${row}`);
          assert.match(row[3], /^\d[ha]$/, `round 3: ${row}`);
        }
        // A team event is saved as JSON only (TRF and the wall chart's CSV hold no matches).
        assert.equal(await page.getByRole("button", { name: "TRF" }).count(), 0);
        await shot(page, `team-${lang}-${width}`);
        // The entry and the wall chart alone, to look at on a phone's width.
        for (const part of ["entry", "wallchart"]) {
          await page.locator(`.swiss-${part}`).screenshot({ path: join(SHOTS, `team-${part}-${lang}-${width}.png`) });
        }
        assert.deepEqual(await accessibilityViolations(page), []);

        // Kept across a reload: the board entered in round 3 is still there.
        await page.reload();
        await page.locator(".swiss-entry .match").first().waitFor();
        const kept = await stored();
        assert.equal(kept.rounds[2].matches[0].boards[0], "1-0");
        assert.equal(kept.rounds[2].matches[0].boards[1], null);
        assert.deepEqual(errors, []);
        await context.close();
      });
    }
  }

  // A team Swiss of five teams, two rounds, paired here round by round: a bye each round (a
  // win with half the boards' game points), the boards of round 2 entered after what-if.
  for (const [lang, width, opts] of [["en", "1400", { viewport: { width: 1400, height: 1000 } }], ["ja", "390", PHONE]]) {
    test(`a team Swiss paired round by round (${lang}, ${width})`, async () => {
      const w = WORDS[lang];
      const context = await launch(opts);
      const page = await context.newPage();
      const errors = [];
      page.on("pageerror", (e) => errors.push(String(e)));
      await page.goto(`${server.url}swiss.html?lang=${lang}`);
      await page.evaluate(() => localStorage.clear());
      await page.reload();
      await page.getByRole("button", { name: w.newTeam }).click();
      await page.locator(".swiss-confirm .confirm").click();
      await page.waitForFunction(() => document.querySelectorAll(".roster li").length === 0);
      for (const team of [...TEAMS, "Eiko"]) {
        await page.getByLabel(w.name, { exact: true }).fill(team);
        await page.getByRole("button", { name: w.register }).click();
      }
      const setup = page.locator(".swiss-schedule");
      await setup.getByLabel(w.boards).selectOption("2");
      await setup.getByLabel(w.system).selectOption({ label: w.swiss });
      const rounds = setup.getByLabel(w.rounds);
      await rounds.fill("2");
      await rounds.dispatchEvent("change");
      const stored = () => page.evaluate(() => JSON.parse(localStorage.getItem("hoshitori-swiss")).doc);
      await page.waitForFunction(() => JSON.parse(localStorage.getItem("hoshitori-swiss")).doc.planned_rounds === 2);
      const doc = await stored();
      assert.equal(doc.system, "swiss");
      assert.equal(typeof doc.pairing.seed, "number");
      const seen = new Set();
      for (let round = 1; round <= 2; round++) {
        await page.getByRole("button", { name: w.pair }).click();
        await page.locator(".swiss-entry .match").first().waitFor();
        const paired = (await stored()).rounds[round - 1];
        assert.equal(paired.matches.length, 2);
        assert.deepEqual(paired.byes.map((b) => [b.type, b.game_points]), [["PAB", 1]]);
        for (const m of paired.matches) {
          const key = [m.home, m.away].sort().join("-");
          assert.ok(!seen.has(key), `rematch ${key}`);
          seen.add(key);
        }
        if (round === 2) {
          const whatif = page.locator(".swiss-whatif");
          await openWhatIf(page);
          await whatif.getByRole("button", { name: w.run }).click();
          await page.locator(".swiss-whatif [role=status]").waitFor();
          assert.equal(await page.locator(".swiss-whatif tbody tr").count(), 5);
          await shot(page, `team-swiss-${lang}-${width}`);
        }
        for (const m of [0, 1]) {
          for (const k of [0, 1]) {
            await board(page, m, k, k === 0 ? "1-0" : "1/2");
            if (m === 0 && k === 0) {
              // One board in: the director's panel is about this round (1 of 4 boards in, both
              // matches waiting), never a raw path to the boards still to come.
              const panel = page.locator(".swiss-director .director-round");
              await panel.locator(".entered").waitFor();
              assert.equal(await panel.locator("h3").textContent(), lang === "en" ? `Round ${round}` : `${round}回戦`);
              assert.equal(await panel.locator(".entered").textContent(), lang === "en" ? "Results entered: 1 of 4" : "結果の入力：4件中1件");
              assert.equal(await panel.locator(".missing li").count(), 2);
              assert.doesNotMatch(await page.locator("body").textContent(), /rounds\[\d+\]/);
              if (round === 1) {
                await panel.scrollIntoViewIfNeeded();
                await shot(page, `team-swiss-entering-${lang}-${width}`);
              }
            }
          }
        }
      }
      await page.locator(".swiss-entry", { hasText: lang === "en" ? "Every paired game has its result." : "組合せ済みで結果のない対局はありません" }).waitFor();
      assert.equal(await page.locator(".swiss-standings tbody tr").count(), 5);
      assert.deepEqual(await accessibilityViolations(page), []);
      assert.deepEqual(errors, []);
      await context.close();
    });
  }
});
