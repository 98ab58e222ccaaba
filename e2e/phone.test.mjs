// The page on a phone at the venue (390×844, touch) and the editing details of issue 11: a
// result entered by a tap and read in the standings with no sideways page scrolling; a narrow
// sticky name column whose button opens the "edit player" dialog (name kept as typed, previous
// rank, move, remove); result cells of at least 44 px; the standings' values on a second line;
// the section links reaching the what-if panel; 40 players still fit and their column headers
// stay apart; Ctrl+Z wherever the focus is (1400 px); axe-core clean; Japanese and English.
// Screenshots: target/e2e-screenshots/phone-*.png.
//
// By hand, after `trunk build --release`: `node --test e2e/phone.test.mjs`.
import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import { mkdirSync } from "node:fs";
import { join } from "node:path";

import { serve } from "./server.mjs";
import { PHONE, launch } from "./browser.mjs";
import { BUILD, SHOTS, accessibilityViolations } from "./helpers.mjs";

const PREFIX = "/assoc/hoshitori/";

let server;
let phone;
let desktop;
let mobile; // the phone's page
let page; // the desktop's page
const pageErrors = [];

async function open(p, lang) {
  await p.goto(`${server.url}?lang=${lang}`);
  await p.locator(".standings-table tbody tr.standing").first().waitFor();
}

/** The standings as shown: player names in order. */
async function order(p) {
  return p.$$eval(".standings-table tbody tr.standing", (rows) => rows.map((r) => r.dataset.player));
}

/** How far the page reaches past the screen's right edge (0: no sideways scrolling). */
async function overflow(p) {
  return p.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

async function assertAccessible(p, what) {
  assert.deepEqual(await accessibilityViolations(p), [], what);
}

describe("the page on a phone, and the editing details", () => {
  before(async () => {
    mkdirSync(SHOTS, { recursive: true });
    server = await serve(BUILD, PREFIX);
    phone = await launch(PHONE);
    mobile = phone.pages()[0] ?? (await phone.newPage());
    mobile.on("pageerror", (e) => pageErrors.push(e.message));
    desktop = await launch();
    page = desktop.pages()[0] ?? (await desktop.newPage());
    page.on("pageerror", (e) => pageErrors.push(e.message));
  });

  after(async () => {
    await phone?.close();
    await desktop?.close();
    await server?.close();
    assert.deepEqual(pageErrors, []);
  });

  for (const lang of ["ja", "en"]) {
    test(`390×844 (${lang}): a tap enters a result, the standings read without sideways scrolling`, async () => {
      await mobile.evaluate(() => localStorage.clear()).catch(() => {});
      await open(mobile, lang);
      assert.equal(await overflow(mobile), 0, "no sideways page scrolling");
      // The sticky column is narrow: at least five result columns show beside it.
      const who = await mobile.locator(".crosstable tbody th.who").first().boundingBox();
      assert.ok(who.width <= 130, `name column ${who.width}px`);
      const box = await mobile.locator(".crosstable .scroll").boundingBox();
      const cell = await mobile.locator('[data-cell="0-1"]').boundingBox();
      assert.ok(cell.width >= 44 && cell.height >= 44, `cell ${cell.width}×${cell.height}`);
      assert.ok(box.width - who.width >= 5 * cell.width, `${box.width} - ${who.width} leaves room for 5 cells`);
      // Every button, link and result cell on the page is a tap target of 44 px or more.
      const small = await mobile.evaluate(() =>
        [...document.querySelectorAll("button, a[href], [role=button], select, td.cell")]
          .filter((e) => e.offsetParent !== null)
          .filter((e) => e.getBoundingClientRect().height < 44)
          .map((e) => `${e.tagName}.${e.className} ${e.getBoundingClientRect().height}px`),
      );
      assert.deepEqual(small, [], "tap targets under 44 px");
      await mobile.screenshot({ path: join(SHOTS, `phone-${lang}-390.png`), fullPage: true });
      await mobile.locator("section.crosstable").screenshot({ path: join(SHOTS, `phone-${lang}-390-crosstable.png`) });

      // 大和 (row 5) loses to 前田 (column 7): 前田 goes first.
      assert.equal((await order(mobile))[0], "大和");
      // A tap opens the result picker (no cycling on a phone); 〇 is the current result.
      await mobile.locator('[data-cell="5-7"]').tap();
      const picker = mobile.locator(".result-picker");
      await picker.waitFor();
      assert.equal(await picker.locator("button.pick").count(), 6);
      assert.equal(await picker.locator("button.pick.current").getAttribute("data-side"), "Win");
      assert.equal(await mobile.evaluate(() => document.activeElement.dataset.side), "Win");
      const smallPicks = await picker.locator("button").evaluateAll((els) =>
        els.map((e) => e.getBoundingClientRect()).filter((r) => r.height < 44 || r.width < 44).length);
      assert.equal(smallPicks, 0, "picker buttons under 44 px");
      await mobile.screenshot({ path: join(SHOTS, `phone-${lang}-390-picker.png`) });
      await assertAccessible(mobile, `picker, ${lang}`);
      // Close leaves the cell as it was; the loss is one tap in the picker.
      await picker.locator("button.picker-close").tap();
      assert.equal(await picker.count(), 0);
      assert.equal((await mobile.locator('[data-cell="5-7"]').textContent()).trim(), "〇");
      await mobile.locator('[data-cell="5-7"]').tap();
      await picker.locator('button.pick[data-side="Loss"]').tap();
      assert.equal(await picker.count(), 0);
      assert.equal((await mobile.locator('[data-cell="5-7"]').textContent()).trim(), "●");
      assert.equal((await mobile.locator('[data-cell="7-5"]').textContent()).trim(), "〇");
      await mobile.waitForFunction(() => document.querySelector(".standings-table tr.standing").dataset.player === "前田");
      assert.equal(await overflow(mobile), 0);
      // The standings fit: their box does not scroll sideways; the values are on a second line.
      const fits = await mobile.$eval(".standings .scroll", (s) => s.scrollWidth <= s.clientWidth);
      assert.ok(fits, "the standings fit the screen");
      const second = await mobile.locator(".standings-table tr.standing .narrow-line").first();
      assert.ok(await second.isVisible());
      assert.match(await second.textContent(), /DE\s\d/);
      assert.equal(await mobile.locator(".standings-table td.why").first().isVisible(), false);
      await mobile.locator("section.standings").screenshot({ path: join(SHOTS, `phone-${lang}-390-standings.png`) });
      await assertAccessible(mobile, `phone, ${lang}`);
      await mobile.locator("button.undo").tap();
      assert.equal((await order(mobile))[0], "大和");
    });

    test(`390×844 (${lang}): the edit-player dialog renames as typed, moves, and closes`, async () => {
      await open(mobile, lang);
      await mobile.locator(".who-button").first().tap();
      const dialog = mobile.locator("dialog.edit-player[open]");
      await dialog.waitFor();
      // The name is focused; what is typed is in the standings at once (no blur needed).
      assert.equal(await mobile.evaluate(() => document.activeElement.classList.contains("name")), true);
      const name = await dialog.locator("input.name").inputValue();
      await mobile.keyboard.press("End");
      await mobile.keyboard.type("X");
      await mobile.locator(`.standings-table tr.standing[data-player="${name}X"]`).waitFor();
      await mobile.screenshot({ path: join(SHOTS, `phone-${lang}-edit-player.png`) });
      await assertAccessible(mobile, `the edit-player dialog, ${lang}`);
      // Tap targets in the dialog.
      for (const b of await dialog.locator("button").all()) {
        const bb = await b.boundingBox();
        assert.ok(bb.height >= 44, `${await b.textContent()} is ${bb.height}px tall`);
      }
      await dialog.locator("button.move-down").tap();
      assert.equal(await mobile.locator(".crosstable tbody tr").nth(1).getAttribute("data-player"), `${name}X`);
      assert.match(await dialog.locator("h2").textContent(), /2/, "the dialog follows the player");
      await dialog.locator("button.done").tap();
      await dialog.waitFor({ state: "detached" });
      assert.equal(await overflow(mobile), 0);
      // Two undo steps: the move, then the whole typed name.
      await mobile.locator("button.undo").tap();
      await mobile.locator("button.undo").tap();
      assert.equal(await mobile.locator(".crosstable tbody tr").first().getAttribute("data-player"), name);
    });

    test(`390×844 (${lang}): the section links reach the what-if panel`, async () => {
      await open(mobile, lang);
      await mobile.locator('nav.section-nav a[href="#whatif-h"]').tap();
      await mobile.waitForFunction(() => {
        const r = document.getElementById("whatif-h").getBoundingClientRect();
        return r.top >= 0 && r.bottom <= window.innerHeight;
      });
      assert.equal(await mobile.evaluate(() => document.activeElement.id), "whatif-h");
      assert.equal(await mobile.evaluate(() => location.hash), "", "the address is left alone");
      await mobile.screenshot({ path: join(SHOTS, `phone-${lang}-whatif.png`) });
      await assertAccessible(mobile, `what-if, ${lang}`);
    });

    test(`1400 px (${lang}): screenshots; the new league says "no results yet"`, async () => {
      await page.evaluate(() => localStorage.clear()).catch(() => {});
      await open(page, lang);
      await page.screenshot({ path: join(SHOTS, `phone-${lang}-1400.png`), fullPage: true });
      await assertAccessible(page, `desktop, ${lang}`);
    });
  }

  test("40 players on a phone: no sideways page scrolling, column headers apart, a long name shortened", async () => {
    await open(mobile, "en");
    await mobile.locator(".toolbar .count input").fill("40");
    await mobile.locator(".toolbar .count input").press("Tab");
    await mobile.getByRole("button", { name: "New league" }).tap();
    assert.match(await mobile.locator(".standings.no-results").textContent(), /No results yet/);
    assert.equal(await mobile.locator(".playoff-head").count(), 0, "no playoff among everyone");
    assert.equal(await mobile.locator(".crosstable .band-tag").count(), 0, "no tied block either");
    // A long name, typed in the dialog.
    await mobile.locator(".who-button").first().tap();
    const dialog = mobile.locator("dialog.edit-player[open]");
    await dialog.locator("input.name").fill("Alexandra Konstantinopoulou-Wittgenstein");
    await dialog.locator("button.done").tap();
    await dialog.waitFor({ state: "detached" });
    await mobile.locator('[data-cell="0-1"]').tap();
    await mobile.locator('.result-picker button.pick[data-side="Win"]').tap();
    assert.equal(await overflow(mobile), 0);
    const who = await mobile.locator(".crosstable tbody th.who").first().boundingBox();
    assert.ok(who.width <= 130, `name column ${who.width}px with a long name`);
    // Column headers: each its own number, side by side without overlap.
    const heads = await mobile.$$eval(".crosstable thead th.opp", (ths) =>
      ths.map((th) => ({ num: th.querySelector(".num").textContent, x: th.getBoundingClientRect().left, w: th.getBoundingClientRect().width })),
    );
    assert.equal(heads.length, 40);
    heads.forEach((h, j) => {
      assert.equal(h.num, String(j + 1));
      if (j > 0) assert.ok(h.x >= heads[j - 1].x + heads[j - 1].w - 1, `header ${j + 1} overlaps`);
    });
    const fits = await mobile.$eval(".standings .scroll", (s) => s.scrollWidth <= s.clientWidth);
    assert.ok(fits, "the standings fit with a long name");
    await mobile.locator("section.crosstable").screenshot({ path: join(SHOTS, "phone-en-40-players.png") });
    await assertAccessible(mobile, "40 players");
  });

  test("1400 px: Ctrl+Z with the focus on the page's body; o moves the cursor on; a new player's name is focused", async () => {
    await page.evaluate(() => localStorage.clear());
    await open(page, "en");
    await page.locator('[data-cell="5-7"]').click();
    assert.equal((await page.locator('[data-cell="5-7"]').textContent()).trim(), "●");
    await page.evaluate(() => document.activeElement.blur());
    assert.equal(await page.evaluate(() => document.activeElement === document.body), true);
    // The cell as it is once the key's edit has been drawn (the page renders after the event).
    const cellBecomes = (mark) =>
      page.waitForFunction((m) => document.querySelector('[data-cell="5-7"]').textContent.trim() === m, mark, { timeout: 5000 });
    await page.keyboard.press("Control+z");
    await cellBecomes("〇");
    await page.keyboard.press("Control+y");
    await cellBecomes("●");
    // x on a cell: the result, and the cursor on the next cell of the row (the diagonal skipped).
    await page.locator('[data-cell="5-4"]').focus();
    await page.keyboard.press("x");
    assert.equal(await page.evaluate(() => document.activeElement.dataset.cell), "5-6");
    // Add player: the dialog opens on the new player's name, selected; typing replaces it.
    await page.locator("button.add-player").click();
    const dialog = page.locator("dialog.edit-player[open]");
    await dialog.waitFor();
    await page.keyboard.type("新人");
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
    assert.equal(await page.locator(".crosstable tbody tr").last().getAttribute("data-player"), "新人");
  });
});
