// The stages page (stages.html) as an organiser runs a 7-player RIF event end to end: the
// players pasted, the system proposed (a round robin, then places 1-4 and 5-7 in groups with
// their games carried over), every result of stage 1 entered with one tap, "Next games" writing
// both groups at once with the colours reversed against the carried games, their results, and
// the final places: the groups' orders one after the other; its share link opened read-only and
// in an embed. In English and Japanese, at 1400 px and 390 px; printed; reloaded offline (the
// service worker caches the page because index.html names it).
//
// By hand, after `trunk build --release`: `node --test e2e/stages.test.mjs`.
import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import { mkdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { serve } from "./server.mjs";
import { launch, PHONE } from "./browser.mjs";
import { BUILD, SHOTS, accessibilityViolations, printed } from "./helpers.mjs";

let server;

const WORDS = {
  en: { make: "Make the event", proposed: /The system for 7 players/, next: "Next games", finals: "Final places", stage: (n) => `Stage ${n}`, carried: /count again/, order: "Order" },
  ja: { make: "大会を作る", proposed: /方式： 7人/, next: "次の対局へ", finals: "最終順位", stage: (n) => `第${n}ステージ`, carried: /持ち越します/, order: "順位" },
};

/** Taps a result on every board of the stage shown, cycling 1–0, ½, 0–1 by board. */
async function playShown(page) {
  const boards = page.locator(".stage .board");
  const n = await boards.count();
  for (let k = 0; k < n; k++) await boards.nth(k).locator(".tap button").nth(k % 3).click();
  return n;
}

describe("the stages page", () => {
  before(async () => {
    mkdirSync(SHOTS, { recursive: true });
    server = await serve(BUILD, "/");
  });
  after(async () => {
    await server?.close();
  });

  for (const lang of ["en", "ja"]) {
    for (const [width, opts] of [["desktop", { viewport: { width: 1400, height: 1000 } }], ["phone", PHONE]]) {
      test(`a 7-player RIF event end to end (${lang}, ${width})`, async () => {
        const w = WORDS[lang];
        const context = await launch(opts);
        const page = await context.newPage();
        const errors = [];
        page.on("pageerror", (e) => errors.push(String(e)));
        await page.goto(`${server.url}stages.html?lang=${lang}`);
        await page.evaluate(() => localStorage.clear());
        await page.reload();
        await page.locator(".new-event textarea").fill("Aoki\nBaba\nChiba\nDoi\nEto\nFujii\nGoto\n");
        await page.locator(".new-event .event-title-input").fill("RIF 7");
        assert.match(await page.locator(".proposal").textContent(), w.proposed);
        assert.equal(await page.locator(".proposal li").count(), 3);
        await page.getByRole("button", { name: w.make }).click();
        // Stage 1: one round robin of 7, everyone resting once.
        await page.locator(".stage .board").first().waitFor();
        assert.equal(await page.locator(".stage-tab").count(), 4);
        assert.equal(await page.locator(".stage-round").count(), 7);
        // Each stage's tie-breaks can be changed: a preset of its format, kept in the file.
        const rules = page.locator(".stage .stage-rules select");
        assert.equal(await rules.inputValue(), "rif-round-robin");
        await rules.selectOption("fide-round-robin");
        await page.waitForFunction(() => JSON.parse(localStorage.getItem("hoshitori/stages")).doc.stages[0].rules === "fide-round-robin");
        await rules.selectOption("rif-round-robin");
        await page.waitForFunction(() => JSON.parse(localStorage.getItem("hoshitori/stages")).doc.stages[0].rules === "rif-round-robin");
        // What each can still reach before a game is played: every place.
        assert.equal(await page.locator(".stage-prospects tbody tr").count(), 7);
        assert.equal(await playShown(page), 21);
        assert.equal(await page.locator(".stage-prospects").count(), 0, "nothing left to reach once played");
        await page.locator(".stage .stage-order").waitFor();
        // Each place says the rule that decided it, as a league's does.
        assert.equal(await page.locator(".stage-order td.why").count(), 7);
        // The stage's crosstable: a row per player, every cell off the diagonal marked.
        assert.equal(await page.locator(".stage-crosstable tbody tr").count(), 7);
        assert.equal(await page.locator(".stage-crosstable td.mark").evaluateAll((tds) => tds.filter((td) => /[〇●△]/.test(td.textContent)).length), 42);
        const stage1 = await page.$$eval(".stage-order tbody th", (ths) => ths.map((t) => t.textContent));
        assert.equal(stage1.length, 7);
        await page.screenshot({ path: join(SHOTS, `stages-${lang}-${width}-1.png`), fullPage: true });
        // Next: both groups at once, the games among them carried, the colours reversed.
        await page.getByRole("button", { name: w.next }).click();
        await page.getByRole("tab", { name: w.stage(2) }).click();
        assert.match(await page.locator(".stage").textContent(), w.carried);
        // Group A's crosstable shows the carried games apart: 6 games, seen from both sides.
        assert.equal(await page.locator(".stage-crosstable .carried").count(), 12);
        const group = await page.$$eval(".stage .entrants", (e) => e[0].textContent);
        for (const p of stage1.slice(0, 4)) assert.ok(group.includes(p), `${p} in ${group}`);
        // Before group A's last round: what each can still reach there, and the final places.
        const groupBoards = page.locator(".stage .board");
        for (let k = 0; k < 4; k++) await groupBoards.nth(k).locator(".tap button").nth(k % 3).click();
        const reach = await page.$$eval(".stage-prospects tbody tr", (rows) => rows.map((r) => [...r.cells].map((c) => c.textContent)));
        assert.equal(reach.length, 4);
        for (const [, inStage, finals] of reach) assert.equal(inStage, finals, "group A decides places 1-4");
        assert.equal(await playShown(page), 6);
        await page.getByRole("tab", { name: w.stage(3) }).click();
        assert.equal(await playShown(page), 3);
        const groupB = await page.$$eval(".stage-order tbody th", (ths) => ths.map((t) => t.textContent));
        await page.getByRole("tab", { name: w.stage(2) }).click();
        const groupA = await page.$$eval(".stage-order tbody th", (ths) => ths.map((t) => t.textContent));
        assert.deepEqual([...groupA].sort(), stage1.slice(0, 4).sort());
        assert.deepEqual([...groupB].sort(), stage1.slice(4).sort());
        // The final places: group A's order, then group B's.
        await page.getByRole("tab", { name: w.finals }).click();
        const finals = await page.$$eval(".finals-table tbody th", (ths) => ths.map((t) => t.textContent));
        assert.deepEqual(finals, [...groupA, ...groupB]);
        assert.equal(await page.getByRole("button", { name: w.next }).count(), 0, "every stage finished");
        await page.screenshot({ path: join(SHOTS, `stages-${lang}-${width}-finals.png`), fullPage: true });
        assert.deepEqual(await accessibilityViolations(page), []);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth);
        assert.ok(overflow <= (opts.viewport?.width ?? 390), `page is ${overflow}px wide`);
        // Kept: a reload shows the same final places.
        await page.reload();
        await page.getByRole("tab", { name: w.finals }).click();
        assert.deepEqual(await page.$$eval(".finals-table tbody th", (ths) => ths.map((t) => t.textContent)), finals);
        // The share link: the whole event in the address (`#t=…`). Opened, it shows the event
        // read-only over the visitor's own, the final places first; in an iframe (`?embed`), the
        // same view with no control, for the association's site.
        const address = await page.locator(".publish .share-link").inputValue();
        assert.match(address, /\/view\.html#t=[A-Za-z0-9_-]+$/);
        assert.equal(await page.locator(".publish .qr svg").count(), 1);
        const fragment = address.split("#")[1];
        const visitor = await context.newPage();
        visitor.on("pageerror", (e) => errors.push(String(e)));
        await visitor.goto(`${server.url}stages.html?lang=${lang}#${fragment}`);
        await visitor.locator(".shared-banner").waitFor();
        assert.deepEqual(await visitor.$$eval(".finals-table tbody th", (ths) => ths.map((t) => t.textContent)), finals);
        assert.equal(await visitor.locator(".stage").count(), 3);
        assert.equal(await visitor.locator(".stage .tap").count(), 0, "read-only");
        await visitor.screenshot({ path: join(SHOTS, `stages-${lang}-${width}-link.png`), fullPage: true });
        assert.deepEqual(await accessibilityViolations(visitor), []);
        // The league page sends the link here.
        await visitor.goto(`${server.url}?lang=${lang}#${fragment}`);
        await visitor.waitForURL(/stages\.html/);
        await visitor.locator(".shared-banner").waitFor();
        await visitor.goto(`${server.url}stages.html?embed&lang=${lang}#${fragment}`);
        await visitor.locator(".embed .finals-table").waitFor();
        assert.deepEqual(await visitor.$$eval(".finals-table tbody th", (ths) => ths.map((t) => t.textContent)), finals);
        assert.equal(await visitor.locator(".embed main button, .embed main input").count(), 0, "no control in the embed");
        assert.match(await visitor.locator(".embed-title").textContent(), /RIF 7/);
        await visitor.screenshot({ path: join(SHOTS, `stages-${lang}-${width}-embed.png`), fullPage: true });
        assert.deepEqual(await accessibilityViolations(visitor), []);
        await visitor.close();
        if (width === "desktop") {
          const { text } = await printed(page, `stages-${lang}`);
          assert.ok(text.includes("RIF 7") && text.includes(w.finals), text);
          for (const p of finals) assert.ok(text.includes(p), `${p} printed`);
          assert.ok(!text.includes(w.next), "no controls printed");
        }
        // The saved file opened on the league page goes to this page, which opens it.
        if (width === "desktop") {
          const stored = await page.evaluate(() => JSON.parse(localStorage.getItem("hoshitori/stages")).doc);
          const file = join(tmpdir(), `rif7-${lang}-${Date.now()}.json`);
          writeFileSync(file, JSON.stringify(stored));
          await page.evaluate(() => localStorage.removeItem("hoshitori/stages"));
          await page.goto(`${server.url}?lang=${lang}`);
          await page.setInputFiles('.toolbar input[type="file"]', file);
          await page.waitForURL(/stages\.html/);
          await page.getByRole("tab", { name: w.finals }).click();
          assert.deepEqual(await page.$$eval(".finals-table tbody th", (ths) => ths.map((t) => t.textContent)), finals);
        }
        assert.deepEqual(errors, []);
        await context.close();
      });
    }
  }

  test("offline once visited: the stages page reloads from the service worker", async () => {
    const context = await launch();
    const page = await context.newPage();
    await page.goto(`${server.url}`);
    await page.evaluate(async () => {
      const reg = await navigator.serviceWorker.ready;
      if (!navigator.serviceWorker.controller) {
        await new Promise((ok) => navigator.serviceWorker.addEventListener("controllerchange", ok));
      }
      return reg.active.state;
    });
    // The worker caches what index.html names, the stages page and its wasm among them.
    await page.waitForFunction(async () => {
      const cache = await caches.open("hoshitori");
      const keys = (await cache.keys()).map((r) => r.url);
      return keys.some((u) => u.endsWith("stages.html")) && keys.some((u) => u.endsWith("hoshitori-stages_bg.wasm"));
    });
    await context.setOffline(true);
    await page.goto(`${server.url}stages.html?lang=en`);
    await page.locator(".new-event textarea").waitFor();
    await context.close();
  });
});
