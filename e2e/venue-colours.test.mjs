// Colours only where they were allocated or entered (issue 38, item 4). The example is a Go
// event paired by the Tagajo method, which pairs players and leaves the colours to them (nigiri):
// its result entry shows each pair as a pair and names the winner alone ("P01 wins", 「P01の勝ち」,
// jigo 持碁), its wall chart writes the opponent and the result without `w`/`b`, and the printed
// pairing table has no White/Black headings. A chess event paired by FIDE's Dutch system keeps
// its colours everywhere ("White A", "1-0 White (A) wins", `3w`, a table headed White and
// Black). In Japanese and English, at 1400 px and on a 390×844 phone, axe-core clean.
// Screenshots: target/e2e-screenshots/venue-colours-*.png.
//
// By hand, after `trunk build --release`: `node --test e2e/venue-colours.test.mjs`.
import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import { mkdirSync } from "node:fs";

import { serve } from "./server.mjs";
import { launch, PHONE } from "./browser.mjs";
import { BUILD, SHOTS, shot, accessibilityViolations, printed, openDirector } from "./helpers.mjs";

let server;
const errors = [];

/** Every word of a colour, in both languages and every game (chess, Go and renju, shogi). */
const COLOUR = /White|Black|Sente|Gote|白|黒|先手|後手/;

const WORDS = {
  ja: { example: "例に戻す", wins: (n) => `${n}の勝ち`, jigo: "持碁", white: "白", black: "黒" },
  en: { example: "Back to the example", wins: (n) => `${n} wins`, jigo: "Jigo (draw)", white: "White", black: "Black" },
};

/** A chess event of four, round 1 paired by the Dutch system (C.04.3: 1 against 3 with White,
 * 2 against 4, 4 with White), no result yet. */
const DUTCH = {
  format: "hoshitori-swiss/1",
  title: "Dutch",
  game: "chess",
  planned_rounds: 3,
  players: [
    { name: "Aoki", rating: 2200 },
    { name: "Baba", rating: 2100 },
    { name: "Chiba", rating: 2000 },
    { name: "Doi", rating: 1900 },
  ],
  rounds: [{ games: [{ white: "Aoki", black: "Chiba" }, { white: "Doi", black: "Baba" }] }],
  pairing: { system: "dutch", seed: 1 },
};

async function open(page, lang) {
  await page.goto(`${server.url}swiss.html?lang=${lang}`);
  await page.locator(".swiss-standings tbody tr").first().waitFor();
  await openDirector(page);
}

/** Answers yes to the page's question before it replaces the event, when it asks. */
async function confirm(page) {
  const yes = page.locator(".swiss-confirm .confirm");
  await yes.waitFor({ timeout: 3000 }).then(() => yes.click(), () => {});
}

/** The wall chart's round cells, row by row. */
async function wallCells(page) {
  return page.locator(".swiss-wallchart tbody tr").evaluateAll((rows) =>
    rows.map((r) => [...r.querySelectorAll("td")].slice(1, -1).map((td) => td.textContent.trim())),
  );
}

/** The round's pairing table and slips as printed (PDF text; the first page kept as a PNG). */
async function printPairings(page, name) {
  await page.evaluate(() => document.documentElement.setAttribute("data-print", "pairings"));
  const result = await printed(page, name, { format: "A4" }, 60);
  await page.evaluate(() => document.documentElement.removeAttribute("data-print"));
  return result;
}

/**
 * `read` of the pairing table the director's printout holds: the page in print media, where
 * the printout is drawn (only while the page is printed).
 */
async function printedTable(page, read) {
  await page.emulateMedia({ media: "print" });
  try {
    const table = page.locator(".print-pairings .print-head table");
    await table.waitFor({ state: "attached" });
    return await read(table);
  } finally {
    await page.emulateMedia({ media: null });
  }
}

/** The result entry's pairs, each as the texts of its seats (one, the pair, without colours). */
async function seats(page) {
  return page.locator(".swiss-entry li:not(.bye) .pair").evaluateAll((pairs) =>
    pairs.map((p) => [...p.querySelectorAll("span")].map((s) => s.textContent.trim())),
  );
}

async function options(page, k) {
  return page.locator(".swiss-entry select").nth(k).locator("option").allTextContents();
}

for (const [width, device] of [["1400", {}], ["390", PHONE]]) {
  describe(`colours only where allocated or entered, ${width} px`, () => {
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

      test(`a Tagajo event (the example): pairs as pairs, the winner named, jigo (${lang})`, async () => {
        const page = await context.newPage();
        page.on("pageerror", (e) => errors.push(String(e)));
        await open(page, lang);
        await page.getByRole("button", { name: w.example }).click();
        await confirm(page);
        await page.locator(".swiss-entry select").first().waitFor();
        // Round 4 as paired by the Tagajo method: each pair two names, no colour.
        const pairs = (await seats(page)).map((s) => {
          assert.equal(s.length, 1, s.join(" | "));
          return s[0].split(" – ");
        });
        assert.equal(pairs.length, 5);
        for (const [a, b] of pairs) {
          assert.match(a, /^P\d\d$/, a);
          assert.match(b, /^P\d\d$/, b);
        }
        // The director's pairing and the printed table: no colour, no White/Black heading; the
        // slips name the players and offer jigo.
        const director = await page.locator(".swiss-director .director-round").textContent();
        assert.doesNotMatch(director, COLOUR, director);
        assert.equal(await page.locator(".swiss-director .pairing-list .pair-names").count(), 5);
        assert.equal(await printedTable(page, (table) => table.locator("thead").count()), 0);
        assert.equal(await printedTable(page, (table) => table.locator("tbody tr").count()), 5);
        if (width === "1400") {
          const { text } = await printPairings(page, `venue-colours-tagajo-${lang}`);
          assert.doesNotMatch(text, COLOUR, text);
          for (const [a, b] of pairs) assert.match(text, new RegExp(`${a}\\s+–\\s+${b}`), text);
          assert.equal(text.split(w.jigo).length - 1, 5, text);
        }
        // The result picker names the players, and a drawn Go game is jigo.
        const [a, b] = pairs[0];
        const choices = await options(page, 0);
        assert.ok(choices.includes(w.wins(a)), choices.join(" | "));
        assert.ok(choices.includes(w.wins(b)), choices.join(" | "));
        assert.ok(choices.includes(w.jigo), choices.join(" | "));
        for (let k = 0; k < pairs.length; k++) {
          const all = (await options(page, k)).join(" ");
          assert.doesNotMatch(all, COLOUR, all);
        }
        // Board 1 jigo, board 2 won by its second player: chosen by the words shown.
        await page.locator(".swiss-entry select").nth(0).selectOption({ label: w.jigo });
        await page.locator(".swiss-entry select").nth(1).selectOption({ label: w.wins(pairs[1][1]) });
        const stored = await page.evaluate(() => JSON.parse(localStorage.getItem("hoshitori-swiss")).doc);
        const round4 = stored.rounds[3].games;
        assert.equal(round4[0].result, "1/2-1/2");
        assert.equal(round4[1].result, "0-1");
        assert.equal(round4[1].black, pairs[1][1]);
        assert.ok(round4.every((g) => g.colours === false), JSON.stringify(round4));
        // The wall chart: the opponent's number and the result, never `w` or `b`.
        const cells = (await wallCells(page)).flat().filter((c) => /^\d/.test(c));
        assert.ok(cells.length >= 30, cells.join(" "));
        for (const c of cells) assert.match(c, /^\d+([+=−]f?)?$/, c);
        assert.ok(cells.some((c) => /^\d+=$/.test(c)), cells.join(" "));
        assert.doesNotMatch(await page.locator(".swiss-entry").textContent(), COLOUR);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        assert.ok(overflow <= 0, `the page scrolls sideways by ${overflow}px`);
        await page.locator(".swiss-entry").scrollIntoViewIfNeeded();
        await shot(page, `venue-colours-tagajo-${lang}-${width}`);
        assert.deepEqual(await accessibilityViolations(page), []);
        await page.close();
      });

      test(`a Dutch event keeps its colours (${lang})`, async () => {
        const page = await context.newPage();
        page.on("pageerror", (e) => errors.push(String(e)));
        await open(page, lang);
        await page.locator(".swiss-toolbar input[type=file]").setInputFiles({
          name: "dutch.json",
          mimeType: "application/json",
          buffer: Buffer.from(JSON.stringify(DUTCH)),
        });
        await confirm(page);
        await page.waitForFunction(() => JSON.parse(localStorage.getItem("hoshitori-swiss"))?.doc?.title === "Dutch");
        await page.locator(".swiss-entry select").first().waitFor();
        // Chess: White first, each seat with its colour.
        assert.deepEqual(await seats(page), [
          [`${w.white} Aoki`, `${w.black} Chiba`],
          [`${w.white} Doi`, `${w.black} Baba`],
        ]);
        const choices = await options(page, 0);
        const white = lang === "ja" ? "1-0 白（Aoki）の勝ち" : "1-0 White (Aoki) wins";
        const black = lang === "ja" ? "0-1 黒（Chiba）の勝ち" : "0-1 Black (Chiba) wins";
        assert.ok(choices.includes(white) && choices.includes(black), choices.join(" | "));
        // The wall chart's cells say the colour: Aoki plays 3 with White, Chiba 1 with Black.
        const cells = await wallCells(page);
        assert.deepEqual(cells.map((row) => row[0]), ["3w", "4b", "1b", "2w"]);
        // The printed pairing table is headed White and Black.
        const head = await printedTable(page, (table) => table.locator("thead").textContent());
        assert.ok(head.includes(w.white) && head.includes(w.black), head);
        if (width === "1400") {
          const { text } = await printPairings(page, `venue-colours-dutch-${lang}`);
          assert.match(text, new RegExp(`${w.white}\\s+${w.black}`), text);
        }
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        assert.ok(overflow <= 0, `the page scrolls sideways by ${overflow}px`);
        await page.locator(".swiss-entry").scrollIntoViewIfNeeded();
        await shot(page, `venue-colours-dutch-${lang}-${width}`);
        assert.deepEqual(await accessibilityViolations(page), []);
        await page.close();
      });
    }
  });
}

after(async () => {
  await server?.close();
  assert.deepEqual(errors, []);
});
