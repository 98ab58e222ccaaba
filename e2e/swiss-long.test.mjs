// A 500-player event on the Swiss page (benches/fixtures/swiss-500x11.trf): its standings and
// wall chart draw only the rows near the screen (src/web/shell/rows.rs) and say how many rows
// they have; scrolling the standings' box, or the page on a phone, draws the rows that come
// into view, in order, with nothing missing or repeated; the find-a-player box finds any
// player; printing draws every row; axe finds nothing wrong with a table drawn in part.
//
// By hand, after `trunk build --release`: `node --test e2e/swiss-long.test.mjs`.
import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";

import { serve } from "./server.mjs";
import { launch } from "./browser.mjs";
import { BUILD, ROOT, accessibilityViolations, printed, shot } from "./helpers.mjs";

const BIG = join(ROOT, "benches/fixtures/swiss-500x11.trf");

let server;
let context;

/** Opens the 500-player event on a fresh Swiss page `width` pixels wide. */
async function opened(width) {
  const page = await context.newPage();
  await page.setViewportSize({ width, height: 800 });
  await page.goto(`${server.url}swiss.html?lang=en`);
  await page.locator(".swiss-standings tbody tr").first().waitFor();
  await page.locator(".swiss-toolbar input[type=file]").setInputFiles(BIG);
  await page.locator(".swiss-confirm .confirm").click();
  await page.locator('.swiss-standings table[aria-rowcount="501"]').waitFor();
  return page;
}

/** The rows of `table` drawn: each one's `aria-rowindex` and first cell. */
const drawn = (page, table) =>
  page.locator(`${table} tbody tr:not(.rows-spacer):not(.explain-row)`).evaluateAll((rows) =>
    rows.map((r) => [Number(r.getAttribute("aria-rowindex")), r.cells[0].textContent]),
  );

/**
 * The points of the box `box` seen on screen (every 20 pixels down its first column, below its
 * header) that are not on a row drawn: an empty row stands there (or nothing).
 */
const unseen = (page, box) =>
  page.locator(box).evaluate((box) => {
    const r = box.getBoundingClientRect();
    const [top, bottom] = [Math.max(r.top, 0) + 60, Math.min(r.bottom, window.innerHeight) - 4];
    const missing = [];
    for (let y = top; y < bottom; y += 20) {
      const row = document.elementFromPoint(r.left + 8, y)?.closest("tr");
      if (!row || row.classList.contains("rows-spacer") || !box.contains(row)) missing.push(Math.round(y));
    }
    return missing;
  });

/**
 * The rows drawn run without a gap, from the row after the header or further down: those seen
 * and ten more on either side (rows.rs's margin), not the 500.
 */
function consecutive(rows) {
  assert.ok(rows.length >= 20 && rows.length < 200, `${rows.length} rows drawn`);
  rows.forEach(([index], k) => assert.equal(index, rows[0][0] + k, JSON.stringify(rows.slice(0, k + 1))));
}

describe("a 500-player event", () => {
  before(async () => {
    server = await serve(BUILD, "/");
    context = await launch();
  });
  after(async () => {
    await context?.close();
    await server?.close();
  });

  test("the standings and the wall chart draw the rows near the screen", async () => {
    const page = await opened(1280);
    let rows = await drawn(page, ".swiss-standings");
    consecutive(rows);
    assert.deepEqual(rows[0], [2, "1"]);
    assert.equal(await page.locator(".swiss-wallchart table").getAttribute("aria-rowcount"), "501");
    // The wall chart draws only the rows near the screen: none, or its first ones, of 500.
    const chart = await drawn(page, ".swiss-wallchart");
    assert.ok(chart.length < 200, `${chart.length} rows of the wall chart drawn`);
    chart.forEach(([index], k) => assert.equal(index, 2 + k, JSON.stringify(chart.slice(0, k + 1))));
    // The standings' box scrolled to its end: the last places drawn, in order.
    await page.locator(".standings-scroll").evaluate((box) => (box.scrollTop = box.scrollHeight));
    await page.waitForFunction(() =>
      [...document.querySelectorAll(".swiss-standings tbody tr[aria-rowindex]")].some((r) => r.getAttribute("aria-rowindex") === "501"),
    );
    rows = await drawn(page, ".swiss-standings");
    consecutive(rows);
    assert.equal(rows.at(-1)[0], 501);
    assert.deepEqual(await unseen(page, ".standings-scroll"), []);
    // Halfway down: the rows seen drawn.
    await page.locator(".standings-scroll").evaluate((box) => (box.scrollTop = box.scrollHeight / 2));
    await page.waitForFunction(() =>
      [...document.querySelectorAll(".swiss-standings tbody tr[aria-rowindex]")].some((r) => r.getAttribute("aria-rowindex") === "250"),
    );
    consecutive(await drawn(page, ".swiss-standings"));
    assert.deepEqual(await unseen(page, ".standings-scroll"), []);
    // The wall chart scrolls with the page: scrolled to, its rows seen are drawn.
    await page.locator(".swiss-wallchart tbody").evaluate((body) => window.scrollTo(0, body.getBoundingClientRect().top + window.scrollY + 6000));
    await page.waitForFunction(() => {
      const first = document.querySelector(".swiss-wallchart tbody tr[aria-rowindex]");
      return first && first.getAttribute("aria-rowindex") !== "2";
    });
    consecutive(await drawn(page, ".swiss-wallchart"));
    assert.deepEqual(await unseen(page, ".wallchart-scroll"), []);
    await shot(page, "swiss-long-desktop-en");
    // Any player is found by name (the browser's search finds only the rows drawn).
    const name = await page.evaluate(() => {
      const all = [...document.querySelectorAll(".swiss-wallchart tbody th")];
      return all.at(-1).textContent;
    });
    await page.locator(".find-player input").fill(name.trim());
    await page.waitForFunction(() => !document.querySelector(".swiss-standings table").hasAttribute("aria-rowcount"));
    const found = await page.locator(".swiss-standings tbody tr.standing .who").allTextContents();
    assert.ok(found.length >= 1 && found.every((n) => n.includes(name.trim())), JSON.stringify(found));
    assert.deepEqual(await accessibilityViolations(page), []);
    await page.locator(".find-player input").fill("");
    await page.locator('.swiss-standings table[aria-rowcount="501"]').waitFor();
    assert.deepEqual(await accessibilityViolations(page), []);
    await page.close();
  });

  test("on a phone the page's scroll draws the rows", async () => {
    const page = await opened(390);
    // The standings scroll with the page: scrolled to their end, the last places are drawn.
    await page.evaluate(() => {
      const table = document.querySelector(".swiss-standings table");
      window.scrollTo(0, table.getBoundingClientRect().bottom + window.scrollY - window.innerHeight);
    });
    await page.waitForFunction(() =>
      [...document.querySelectorAll(".swiss-standings tbody tr[aria-rowindex]")].some((r) => r.getAttribute("aria-rowindex") === "501"),
    );
    const rows = await drawn(page, ".swiss-standings");
    consecutive(rows);
    assert.equal(rows.at(-1)[0], 501);
    assert.deepEqual(await unseen(page, ".standings-scroll"), []);
    await shot(page, "swiss-long-phone-en");
    await page.close();
  });

  test("printed, every row is drawn", async () => {
    const page = await opened(1280);
    const { text } = await printed(page, "swiss-long-en");
    // Every player's name twice: a row of the standings and a row of the wall chart.
    const names = readFileSync(BIG, "utf8")
      .split("\n")
      .filter((l) => l.startsWith("001"))
      .map((l) => l.slice(14, 47).trim());
    assert.equal(names.length, 500);
    const lines = text.split("\n");
    const printedTwice = (name) => {
      const word = new RegExp(`${name.replace(/ +/g, " +")}(?![0-9])`);
      return lines.filter((l) => word.test(l)).length >= 2;
    };
    assert.deepEqual(names.filter((n) => !printedTwice(n)), []);
    // Back on screen, a part again.
    await page.waitForFunction(
      () => document.querySelectorAll(".swiss-standings tbody tr.standing").length < 200,
    );
    await page.close();
  });
});
