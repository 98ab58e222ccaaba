// The director's panel while a round is half entered (item 4b). The example event's round 4 is
// paired; with the results of boards 1 and 3 entered, the panel ("Run the event", 「大会の運営」)
// is about round 4: it says how many results are in (2 of 5), lists the boards still to enter,
// and says why nothing can be paired yet: round 4 is the last planned, or (planned 5) round 5
// can be paired once round 4's results are all in, its button disabled with that reason. Never
// a raw JSON path (`rounds[3].games[1]: ...`) anywhere on the page. In Japanese and English, at
// 1400 px and on a 390×844 phone; axe-core clean. Screenshots:
// target/e2e-screenshots/venue-director-*.png.
//
// By hand, after `trunk build --release`: `node --test e2e/venue-director.test.mjs`.
import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import { mkdirSync } from "node:fs";

import { serve } from "./server.mjs";
import { launch, PHONE } from "./browser.mjs";
import { BUILD, SHOTS, shot, accessibilityViolations, openDirector } from "./helpers.mjs";

let server;
const errors = [];

const WORDS = {
  ja: {
    round4: "4回戦",
    paired: "組合せ済み。最初の結果を入れるまでは組み直せます。",
    entered: "結果の入力：5件中2件",
    board: (k) => `${k}卓`,
    last: "4回戦は最後の回戦です。結果がすべて入ると、最終順位が決まります。",
    waits: "4回戦の結果がすべて入ると、5回戦の組合せを作れます。",
    pair5: "5回戦の組合せを作る",
  },
  en: {
    round4: "Round 4",
    paired: "Paired. It can be paired again until its first result is entered.",
    entered: "Results entered: 2 of 5",
    board: (k) => `Board ${k}`,
    last: "Round 4 is the last planned round: the final standings follow once all its results are in.",
    waits: "Round 5 can be paired once all of round 4's results are in.",
    pair5: "Pair round 5",
  },
};

/** A JSON path as the engine's errors locate them: never shown to the user. */
const RAW_PATH = /rounds\[\d+\]/;

/** Enters a result (the first one offered) for board `k` (0-based) of the round being entered. */
async function enter(page, k) {
  const select = page.locator(".swiss-entry select").nth(k);
  const values = await select.locator("option").evaluateAll((os) => os.map((o) => o.value));
  await select.selectOption(values[1]);
}

/** The whole page's text, the hidden printout and every attribute's words included. */
async function pageText(page) {
  return page.evaluate(() => {
    const attrs = [...document.querySelectorAll("*")].flatMap((e) =>
      ["aria-label", "title", "alt", "placeholder"].map((a) => e.getAttribute(a) ?? ""),
    );
    return `${document.body.textContent} ${attrs.join(" ")}`;
  });
}

for (const [width, device] of [["1400", {}], ["390", PHONE]]) {
  describe(`a half-entered round in the director's panel, ${width} px`, () => {
    let context;
    before(async () => {
      mkdirSync(SHOTS, { recursive: true });
      server ??= await serve(BUILD, "/");
      context = await launch(device);
    });
    after(async () => {
      await context?.close();
    });

    for (const lang of ["ja", "en"]) {
      const w = WORDS[lang];

      test(`round 4 half entered: the panel is about round 4 (${lang})`, async () => {
        const page = await context.newPage();
        page.on("pageerror", (e) => errors.push(String(e)));
        // A fresh start, storage cleared where no page of the app runs: a Swiss page open on
        // the stored event (the other language's test left it) could save it again as it
        // unloads, after the clear.
        await page.goto(`${server.url}rules/index.html`);
        await page.evaluate(() => localStorage.clear());
        await page.goto(`${server.url}swiss.html?lang=${lang}`);
        await page.locator(".swiss-entry select").first().waitFor();
        await openDirector(page);
        const panel = page.locator(".swiss-director .director-round");
        assert.equal(await panel.locator("h3").textContent(), w.round4);
        // The example's round 4 is the Tagajo method's own pairing: a colourless pair is the
        // same pair whichever of its two is named first, so the panel does not call it changed.
        assert.deepEqual(await panel.locator(".note").allTextContents(), [w.paired]);
        await enter(page, 0);
        await enter(page, 2);
        await page.waitForFunction(() => {
          const games = JSON.parse(localStorage.getItem("hoshitori-swiss")).doc.rounds[3].games;
          return games.filter((g) => g.result).length === 2;
        });

        // The example plans four rounds: round 4 is the last, 2 of its 5 results in.
        await panel.locator(".entered").waitFor();
        assert.equal(await panel.locator("h3").textContent(), w.round4);
        assert.equal(await panel.locator(".entered").textContent(), w.entered);
        const boards = await panel.locator(".missing .board").allTextContents();
        assert.deepEqual(boards, [2, 4, 5].map(w.board));
        assert.equal(await panel.locator(".missing .pair-names").count(), 3);
        assert.match(await panel.textContent(), new RegExp(w.last.replace(/[.()]/g, "\\$&")));
        assert.equal(await panel.locator(".pair-round").count(), 0);
        assert.equal(await page.locator(".swiss-director .swiss-error").count(), 0);
        assert.doesNotMatch(await pageText(page), RAW_PATH);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        assert.ok(overflow <= 0, `the page scrolls sideways by ${overflow}px`);
        await panel.scrollIntoViewIfNeeded();
        await shot(page, `venue-director-last-${lang}-${width}`);
        await panel.screenshot({ path: `${SHOTS}/venue-director-panel-last-${lang}-${width}.png` });
        assert.deepEqual(await accessibilityViolations(page), []);

        // Planned five: round 5 waits for round 4's last results, its button disabled with why.
        await page.evaluate(() => {
          const stored = JSON.parse(localStorage.getItem("hoshitori-swiss"));
          stored.doc.planned_rounds = 5;
          localStorage.setItem("hoshitori-swiss", JSON.stringify(stored));
        });
        await page.reload();
        await openDirector(page);
        await panel.locator(".entered").waitFor();
        assert.equal(await panel.locator("h3").textContent(), w.round4);
        assert.equal(await panel.locator(".entered").textContent(), w.entered);
        const button = panel.getByRole("button", { name: w.pair5 });
        assert.ok(await button.isDisabled());
        const reason = await button.evaluate((b) => document.getElementById(b.getAttribute("aria-describedby")).textContent);
        assert.equal(reason, w.waits);
        assert.doesNotMatch(await pageText(page), RAW_PATH);
        await panel.scrollIntoViewIfNeeded();
        await shot(page, `venue-director-waits-${lang}-${width}`);
        await panel.screenshot({ path: `${SHOTS}/venue-director-panel-waits-${lang}-${width}.png` });
        assert.deepEqual(await accessibilityViolations(page), []);

        // Every result in: round 5 is the one to pair.
        for (const k of [1, 3, 4]) await enter(page, k);
        await panel.locator("h3", { hasText: lang === "ja" ? "5回戦" : "Round 5" }).waitFor();
        assert.equal(await panel.locator(".entered").count(), 0);
        assert.ok(await panel.locator(".pair-round").isEnabled());
        assert.doesNotMatch(await pageText(page), RAW_PATH);
        await page.close();
      });
    }
  });
}

after(async () => {
  await server?.close();
  assert.deepEqual(errors, []);
});
