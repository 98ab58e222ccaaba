// A Go director runs a 10-player McMahon event on the Swiss page, offline: a new event, McMahon
// chosen (a McMahon event ranked by OpenGotha's placement), ten players registered with ranks
// from 5 dan to 15 kyu, three rounds paired with colours and handicaps (White the stronger in
// every handicap game), each pair's reasons under "why" (score groups, why White, the pair's
// value criterion by criterion), round 1 printed headed White and Black with the handicaps (PDF
// text checked), the results entered, and the standings at the end. In English at 1400 px; the
// panel also looked at in Japanese and on a 390×844 phone; axe-core clean.
// Screenshots: target/e2e-screenshots/swiss-mcmahon-*.png, print-swiss-mcmahon-*.png.
//
// By hand, after `trunk build --release`: `node --test e2e/swiss-mcmahon.test.mjs`.
import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import { mkdirSync } from "node:fs";

import { serve } from "./server.mjs";
import { launch, PHONE } from "./browser.mjs";
import { BUILD, SHOTS, shot, accessibilityViolations, printed, cachedForOffline, openDirector } from "./helpers.mjs";

let server;
let context;
let page;
const errors = [];
const PLAYERS = [
  ["Aoki", "5d"], ["Baba", "3d"], ["Chiba", "2d"], ["Doi", "1d"], ["Endo", "1k"],
  ["Fujii", "3k"], ["Goto", "5k"], ["Hara", "8k"], ["Ito", "10k"], ["Jo", "15k"],
];
/** OpenGotha's scale: 1d = 0, 1k = -1. */
const strength = new Map(PLAYERS.map(([n, r]) => [n, r.endsWith("d") ? parseInt(r) - 1 : -parseInt(r)]));

/** The pairs shown, as [white, black, handicap text]. */
async function pairs(white = "White", black = "Black") {
  const rows = page.locator(".pairing-list .pairing:not(.bye)");
  const out = [];
  for (let k = 0; k < (await rows.count()); k++) {
    const t = await rows.nth(k).locator(".pair-names").textContent();
    const [a, b] = t.split(" – ");
    assert.ok(a.endsWith(` (${white})`) && b.endsWith(` (${black})`), t);
    const h = await rows.nth(k).locator(".handicap").allTextContents();
    out.push([a.slice(0, -(white.length + 3)), b.slice(0, -(black.length + 3)), h.join("")]);
  }
  return out;
}

describe("a Go director runs a McMahon event offline", () => {
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

  test("a new McMahon event, ten players with ranks", async () => {
    await page.getByRole("button", { name: "New event" }).click();
    await page.locator(".swiss-confirm .confirm").click();
    await page.waitForFunction(() => document.querySelectorAll(".roster li").length === 0);
    await page.getByLabel("Pairing system").selectOption("mcmahon");
    await page.waitForFunction(() => {
      const doc = JSON.parse(localStorage.getItem("hoshitori-swiss")).doc;
      return doc.pairing.system === "mcmahon" && doc.system === "mcmahon";
    });
    for (const [name, rank] of PLAYERS) {
      await page.getByLabel("Name", { exact: true }).fill(name);
      await page.getByLabel("Rank (e.g. 3d, 5k)", { exact: true }).fill(rank);
      await page.getByRole("button", { name: "Register" }).click();
    }
    assert.equal(await page.locator(".roster li").count(), 10);
  });

  test("three rounds paired with colours and handicaps, round 1 printed, results entered", async () => {
    const met = new Set();
    let handicaps = 0;
    for (let round = 1; round <= 3; round++) {
      await page.locator(".director-round h3", { hasText: `Round ${round}` }).waitFor();
      await page.getByRole("button", { name: "Pair the round" }).click();
      await page.locator(".pairing-list .pairing").first().waitFor();
      const roundPairs = await pairs();
      assert.equal(roundPairs.length, 5, `round ${round}`);
      for (const [w, b, h] of roundPairs) {
        const key = [w, b].sort().join("-");
        assert.ok(!met.has(key), `round ${round}: ${key} again`);
        met.add(key);
        if (h && round === 1) {
          handicaps += 1;
          assert.ok(strength.get(w) > strength.get(b), `${w} – ${b} ${h}: White is the stronger`);
        }
      }
      await page.locator(".pairing-list .why summary").first().click();
      const why = await page.locator(".pairing-list .why").first().textContent();
      assert.match(why, /McMahon \(OpenGotha's criteria\)/);
      assert.match(why, /the pair's value \(more is better\): not met/);
      assert.match(why, /(has|gives \w+) White/);
      if (round === 1) {
        assert.ok(handicaps > 0, "round 1 has handicap games");
        await page.evaluate(() => document.documentElement.setAttribute("data-print", "pairings"));
        const { text } = await printed(page, "swiss-mcmahon-round1", { format: "A4" }, 60);
        await page.evaluate(() => document.documentElement.removeAttribute("data-print"));
        assert.match(text, /White\s+Black/, text);
        assert.match(text, /\(handicap \d\)|\(handicap 1: no komi\)/, text);
        for (const [w, b] of roundPairs) {
          assert.match(text, new RegExp(`${w}\\s+–\\s+${b}`), text);
        }
        await shot(page, "swiss-mcmahon-en-1400");
      }
      const selects = page.locator(".swiss-entry select");
      assert.equal(await selects.count(), 5);
      for (let g = 0; g < 5; g++) {
        await selects.nth(g).selectOption(["1-0", "0-1"][(g + round) % 2]);
      }
    }
    await page.locator(".director-round h3", { hasText: "Round 4" }).waitFor();
    assert.equal(await page.locator(".swiss-standings tbody tr").count(), 10);
    // Ranked as a McMahon event: the McMahon score heads the standings.
    assert.match(await page.locator(".swiss-standings thead").textContent(), /MMS/);
  });

  test("the panel in both languages at 1400 px and on a phone; axe clean", async () => {
    const base = page.url().split("?")[0];
    await page.getByRole("button", { name: "Pair the round" }).click();
    await page.locator(".pairing-list .pairing").first().waitFor();
    for (const lang of ["ja", "en"]) {
      await page.setViewportSize({ width: 1400, height: 1000 });
      await page.goto(`${base}?lang=${lang}`);
      await openDirector(page);
      await page.locator(".swiss-director .pairing-list").waitFor();
      if (lang === "ja") {
        assert.equal((await pairs("白", "黒")).length, 5);
      }
      await page.locator(".swiss-director .why summary").first().click();
      assert.deepEqual(await accessibilityViolations(page), []);
      await shot(page, `swiss-mcmahon-${lang}-1400`);
      await page.setViewportSize(PHONE.viewport);
      await shot(page, `swiss-mcmahon-${lang}-390`);
      const wide = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth + 1);
      assert.equal(wide, false, "no sideways scroll of the page on a phone");
    }
    await page.setViewportSize({ width: 1400, height: 1000 });
  });

  test("no page errors", () => {
    assert.deepEqual(errors, []);
  });
});
