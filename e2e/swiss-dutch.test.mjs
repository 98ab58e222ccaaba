// A chess director runs a 16-player Swiss event by the FIDE Dutch system on the Swiss page,
// offline: a new event, the Dutch system chosen, sixteen players registered with ratings and
// numbered by rating, four rounds paired (round 1: the top half against the bottom half, colours
// alternating from pairing number 1's White, as C.04.3 pairs it), every pair shown with its
// colours and the colour rule under "why", round 1's pairings printed headed White and Black
// (PDF text checked), the results entered, and the standings at the end. In English at
// 1400 px, the panel also looked at in Japanese and on a 390×844 phone; axe-core clean.
// Screenshots: target/e2e-screenshots/swiss-dutch-*.png, print-swiss-dutch-*.png.
//
// By hand, after `trunk build --release`: `node --test e2e/swiss-dutch.test.mjs`.
import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import { mkdirSync } from "node:fs";
import { join } from "node:path";

import { serve } from "./server.mjs";
import { launch, PHONE } from "./browser.mjs";
import { BUILD, ROOT, SHOTS, shot, accessibilityViolations, printed, cachedForOffline, openDirector } from "./helpers.mjs";

let server;
let context;
let page;
const errors = [];
// Registered in no particular order; the ratings give the pairing numbers.
const PLAYERS = Array.from({ length: 16 }, (_, k) => [`Player ${String(k + 1).padStart(2, "0")}`, 2500 - 25 * k]);
const SHUFFLED = [...PLAYERS].sort((a, b) => ((a[1] * 7) % 13) - ((b[1] * 7) % 13));

/** The pairs of the round shown, as [white, black] names, from "A (White) – B (Black)". */
async function pairs(white = "White", black = "Black") {
  const texts = await page.locator(".pairing-list .pairing:not(.bye) .pair-names").allTextContents();
  return texts.map((t) => {
    const [a, b] = t.split(" – ");
    assert.ok(a.endsWith(` (${white})`) && b.endsWith(` (${black})`), t);
    return [a.slice(0, -(white.length + 3)), b.slice(0, -(black.length + 3))];
  });
}

describe("a chess director runs a Dutch-system event offline", () => {
  before(async () => {
    mkdirSync(SHOTS, { recursive: true });
    server = await serve(BUILD, "/");
    context = await launch();
    page = await context.newPage();
    page.on("pageerror", (e) => errors.push(String(e)));
    page.on("dialog", (d) => d.accept());
    await page.goto(`${server.url}?lang=en`);
    await cachedForOffline(page, ["/hoshitori-swiss_bg.wasm", "/swiss.html", "/hoshitori-worker_bg.wasm", "/hoshitori-swiss-panels_bg.wasm"]);
    await context.setOffline(true);
    await page.goto(`${server.url}swiss.html?lang=en`);
    await page.locator(".swiss-director").waitFor();
  });
  after(async () => {
    await context?.close();
    await server?.close();
  });

  test("a new event by the Dutch system, sixteen players numbered by rating", async () => {
    await page.getByRole("button", { name: "New event" }).click();
    await page.locator(".swiss-confirm .confirm").click();
    await page.waitForFunction(() => document.querySelectorAll(".roster li").length === 0);
    await page.getByLabel("Pairing system").selectOption("dutch");
    await page.waitForFunction(() => JSON.parse(localStorage.getItem("hoshitori-swiss")).doc.pairing.system === "dutch");
    for (const [name, rating] of SHUFFLED) {
      await page.getByLabel("Name", { exact: true }).fill(name);
      await page.getByLabel("Rating", { exact: true }).fill(String(rating));
      await page.getByRole("button", { name: "Register" }).click();
    }
    assert.equal(await page.locator(".roster li").count(), 16);
    await page.getByRole("button", { name: "Number the players by rating" }).click();
    await page.waitForFunction(() => document.querySelector(".roster li .who").textContent === "Player 01");
    assert.deepEqual(await page.locator(".roster li .who").allTextContents(), PLAYERS.map(([n]) => n));
  });

  test("four rounds paired with colours, round 1 printed, the results entered", async () => {
    const met = new Set();
    const colours = new Map(PLAYERS.map(([n]) => [n, []]));
    for (let round = 1; round <= 4; round++) {
      await page.locator(".director-round h3", { hasText: `Round ${round}` }).waitFor();
      await page.getByRole("button", { name: "Pair the round" }).click();
      await page.locator(".pairing-list .pairing").first().waitFor();
      const roundPairs = await pairs();
      assert.equal(roundPairs.length, 8, `round ${round}`);
      if (round === 1) {
        // C.04.3: S1 (1-8) against S2 (9-16); White for 1, then alternating down the boards.
        const want = Array.from({ length: 8 }, (_, k) => {
          const [a, b] = [PLAYERS[k][0], PLAYERS[k + 8][0]];
          return k % 2 === 0 ? [a, b] : [b, a];
        });
        assert.deepEqual(roundPairs, want);
      }
      for (const [w, b] of roundPairs) {
        const key = [w, b].sort().join("-");
        assert.ok(!met.has(key), `round ${round}: ${key} again`);
        met.add(key);
        colours.get(w).push("W");
        colours.get(b).push("B");
      }
      // Why: the system and the colour rule.
      await page.locator(".pairing-list .why summary").first().click();
      const why = await page.locator(".pairing-list .why").first().textContent();
      assert.match(why, /FIDE Dutch system/);
      assert.match(why, /colours: .*\(5\.2\.\d\)/);
      if (round === 1) {
        await page.evaluate(() => document.documentElement.setAttribute("data-print", "pairings"));
        const { pages, text } = await printed(page, "swiss-dutch-round1", { format: "A4" }, 60);
        await page.evaluate(() => document.documentElement.removeAttribute("data-print"));
        assert.ok(pages <= 3, `${pages} pages`);
        assert.match(text, /White\s+Black/, text);
        for (const other of ["Pairing system", "Pair again", "Register"]) {
          assert.ok(!text.includes(other), `${other} printed:\n${text}`);
        }
        for (const [w, b] of roundPairs) {
          assert.match(text, new RegExp(`${w}\\s+–\\s+${b}`), text);
        }
        await shot(page, "swiss-dutch-en-1400");
      }
      // Results: white wins, a draw, black wins, in turn down the boards.
      const selects = page.locator(".swiss-entry select");
      assert.equal(await selects.count(), 8);
      for (let g = 0; g < 8; g++) {
        await selects.nth(g).selectOption(["1-0", "1/2-1/2", "0-1"][(g + round) % 3]);
      }
    }
    // No colour three times running, no colour difference beyond 2 (C3, before the last round).
    for (const [name, cs] of colours) {
      const s = cs.join("");
      assert.ok(!/WWW|BBB/.test(s), `${name}: ${s}`);
      const diff = [...s].reduce((d, c) => d + (c === "W" ? 1 : -1), 0);
      assert.ok(Math.abs(diff) <= 2, `${name}: ${s}`);
    }
    await page.locator(".swiss-director p", { hasText: "Every planned round has been played" }).waitFor();
    assert.equal(await page.locator(".swiss-standings tbody tr").count(), 16);
    assert.equal(await page.locator(".swiss-wallchart tbody tr").count(), 16);
  });

  test("the panel in both languages at 1400 px and on a phone; axe clean", async () => {
    const base = page.url().split("?")[0];
    // Round 4 paired, its results not in yet.
    await page.evaluate(() => {
      const stored = JSON.parse(localStorage.getItem("hoshitori-swiss"));
      for (const g of stored.doc.rounds[3].games) delete g.result;
      stored.undo = [];
      stored.redo = [];
      localStorage.setItem("hoshitori-swiss", JSON.stringify(stored));
    });
    for (const lang of ["ja", "en"]) {
      await page.setViewportSize({ width: 1400, height: 1000 });
      await page.goto(`${base}?lang=${lang}`);
      await openDirector(page);
      await page.locator(".swiss-director .pairing-list").waitFor();
      if (lang === "ja") {
        assert.equal((await pairs("白", "黒")).length, 8);
        assert.equal(await page.getByLabel("組合せ方式").count(), 0, "no system choice once results are in");
      }
      await page.locator(".swiss-director .why summary").first().click();
      assert.deepEqual(await accessibilityViolations(page), []);
      await shot(page, `swiss-dutch-${lang}-1400-round4`);
      await page.setViewportSize(PHONE.viewport);
      await shot(page, `swiss-dutch-${lang}-390`);
      const wide = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth + 1);
      assert.equal(wide, false, "no sideways scroll of the page on a phone");
    }
    await page.setViewportSize({ width: 1400, height: 1000 });
  });

  test("a 179-player event opened: the standings first, then the next round's pairing", async () => {
    const file = join(ROOT, "benches/fixtures/swiss-179x21.trf");
    await page.locator(".swiss-toolbar input[type=file]").setInputFiles(file);
    await page.locator(".swiss-confirm .confirm").click();
    // A long table draws the rows near the screen and counts them all in `aria-rowcount`.
    await page.waitForFunction(() => document.querySelector(".swiss-standings table")?.getAttribute("aria-rowcount") === "180");
    // Worked out after the paint (pairing 179 players takes most of a second in the page),
    // then shown as for any event: round 22 with its pairing button, the note gone.
    await page.locator(".swiss-director .pair-round").first().waitFor({ timeout: 20000 });
    assert.match(await page.locator(".swiss-director .director-round h3").textContent(), /22/);
    assert.equal(await page.locator(".swiss-director [role=status]", { hasText: "Working out" }).count(), 0);
    assert.deepEqual(await accessibilityViolations(page), []);
  });

  test("no page errors", () => {
    assert.deepEqual(errors, []);
  });
});
