// The league page's rounds panel, as an organiser uses it at the venue: players pasted from a
// spreadsheet, the schedule made by FIDE's Berger tables, round 1 entered with one tap per
// result (the crosstable and standings follow), undo, round 1 printed alone (the pairing list
// and a result slip per board), in English and Japanese, at desktop and phone width.
//
// By hand, after `trunk build --release`: `node --test e2e/rounds.test.mjs`.
import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import { mkdirSync } from "node:fs";
import { join } from "node:path";

import { serve } from "./server.mjs";
import { launch, PHONE } from "./browser.mjs";
import { BUILD, SHOTS, accessibilityViolations, printed } from "./helpers.mjs";

let server;

describe("the rounds panel", () => {
  before(async () => {
    mkdirSync(SHOTS, { recursive: true });
    server = await serve(BUILD, "/");
  });
  after(async () => {
    await server?.close();
  });

  for (const [lang, w] of [
    ["en", { newLeague: "New league", paste: "Add players from a list", add: "Add these players", make: "Make the schedule", round1: "Round 1", rests: "Rests: ", print: "Print round 1", undo: "Undo", clear: "Clear the schedule" }],
    ["ja", { newLeague: "新しいリーグ", paste: "一覧から棋士を追加", add: "この棋士を追加", make: "日程を作る", round1: "1回戦", rests: "休み：", print: "1回戦を印刷", undo: "元に戻す", clear: "日程を消す" }],
  ]) {
    for (const [width, opts] of [["desktop", { viewport: { width: 1400, height: 1000 } }], ["phone", PHONE]]) {
      test(`paste, schedule, enter and print round 1 (${lang}, ${width})`, async () => {
        const context = await launch(opts);
        const page = await context.newPage();
        const errors = [];
        page.on("pageerror", (e) => errors.push(String(e)));
        await page.goto(`${server.url}?lang=${lang}`);
        await page.evaluate(() => localStorage.clear());
        await page.reload();
        // A new league of two, then five more pasted as a spreadsheet copies them.
        await page.locator(".toolbar .count input").fill("2");
        await page.locator(".toolbar .count input").press("Tab");
        await page.getByRole("button", { name: w.newLeague }).click();
        const panel = page.locator(".rounds");
        await panel.locator("summary", { hasText: w.paste }).click();
        await panel.locator("textarea").fill("name\trating\tclub\nAoki\t2100\tFukui\nBaba\t1900\t\nChiba\t\tSabae\nDoi\t1800\t\nOno\t\t\n");
        await panel.getByRole("button", { name: w.add }).click();
        assert.equal(await page.locator(".crosstable tbody tr").count(), 7);
        // Seven players: the Berger table of eight, one player resting each round.
        await panel.getByRole("button", { name: w.make }).click();
        assert.equal(await panel.locator(".round-tab").count(), 7);
        assert.equal(await panel.locator("h3").textContent(), w.round1);
        const boards = panel.locator(".board");
        assert.equal(await boards.count(), 3);
        // Round 1 of the table: 1 rests (v 8), 2-7, 3-6, 4-5 in the players' order.
        const pairs = await boards.evaluateAll((bs) => bs.map((b) => `${b.querySelector(".first").textContent}-${b.querySelector(".second").textContent}`));
        const names = await page.$$eval(".crosstable .who-name", (ns) => ns.map((n) => n.textContent));
        assert.equal(names.length, 7);
        assert.deepEqual(names.slice(2), ["Aoki", "Baba", "Chiba", "Doi", "Ono"]);
        assert.deepEqual(pairs, [`${names[1]}-Ono`, "Aoki-Doi", "Baba-Chiba"]);
        assert.equal(await panel.locator(".rests").textContent(), `${w.rests}${names[0]}`);
        // One tap per result: the first board's first-named wins, the second is drawn.
        await boards.nth(0).locator(".tap button").nth(0).click();
        await boards.nth(1).locator(".tap button").nth(1).click();
        assert.equal(await boards.nth(0).locator(".tap button").nth(0).getAttribute("aria-pressed"), "true");
        assert.match(await boards.nth(0).locator(".marks").textContent(), /〇 – ●/);
        assert.match(await boards.nth(1).locator(".marks").textContent(), /△ – △/);
        // The crosstable shows them, and the standings rank them.
        const stored = await page.evaluate(() => JSON.parse(localStorage.getItem("hoshitori/editor")).doc);
        const played = stored.games.filter((g) => g.result !== "pending");
        assert.equal(played.length, 2);
        assert.ok(played.every((g) => g.round === 1 && g.first));
        assert.equal(stored.games.length, 21);
        await page.locator(".standings-table tbody tr.standing").first().waitFor();
        mkdirSync(SHOTS, { recursive: true });
        await panel.screenshot({ path: join(SHOTS, `rounds-${lang}-${width}.png`) });
        assert.deepEqual(await accessibilityViolations(page), []);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth);
        assert.ok(overflow <= (opts.viewport?.width ?? 390), `page is ${overflow}px wide`);
        // Undo takes back the draw alone.
        await page.keyboard.press("Control+z");
        assert.equal(await boards.nth(1).locator(".tap button[aria-pressed=true]").count(), 0);
        assert.equal(await boards.nth(0).locator(".tap button[aria-pressed=true]").count(), 1);
        // Round 1 printed alone: its list, who rests, a slip per board; no controls.
        if (width === "desktop") {
          await page.evaluate(() => document.documentElement.setAttribute("data-print", "round"));
          const { pages, text } = await printed(page, `rounds-${lang}`);
          await page.evaluate(() => document.documentElement.removeAttribute("data-print"));
          assert.equal(pages, 1, text);
          assert.ok(text.includes(w.round1), text);
          assert.ok(text.includes("Ono") && text.includes(names[0]), text);
          assert.equal((text.match(/☐/g) ?? []).length, 6, text);
          for (const word of [w.print, w.clear, w.make, w.paste]) assert.ok(!text.includes(word), `${word} printed:\n${text}`);
        }
        assert.deepEqual(errors, []);
        await context.close();
      });
    }
  }
});
