// Big events at the venue (issue 38, item 5): leagues of 2, 10, 24 and 64 players on the league
// page at 1400 px and on a phone (390 px), in Japanese and English. The standings are never
// squeezed: on the desktop they sit beside the crosstable while both fit (2 and 10 players) and
// under it, the page's full width, when the crosstable is wide (24 and 64); on a phone they span
// the screen. Every standings cell shows its content whole, the crosstable scrolls inside its own
// box with its name column sticky, the page never scrolls sideways, axe-core finds nothing. A
// share link too long for a QR code (a large Swiss event, a league of long names) is still
// offered, with the reason and no QR code; a short one keeps its QR code, which reads back.
// Screenshots: target/e2e-screenshots/venue-*.png.
//
// By hand, after `trunk build --release`: `node --test e2e/venue-layout.test.mjs`.
import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import { mkdirSync } from "node:fs";

import jsQR from "jsqr";
import { PNG } from "pngjs";

import { serve } from "./server.mjs";
import { PHONE, launch } from "./browser.mjs";
import { BUILD, SHOTS, accessibilityViolations, openPublishing, shot } from "./helpers.mjs";

let server;
let desktop;
let phone;
const pageErrors = [];

const SURNAMES = ["山田", "佐藤", "鈴木", "高橋", "田中", "伊藤", "渡辺", "中村", "小林", "加藤", "吉田", "山本"];
const GIVEN = ["太郎", "花子", "一郎", "美咲", "健太", "由美", "大輔", "直子"];

/** A league of `n` players, every game played (a result by a fixed rule). */
function league(n, nameOf = (k) => `${SURNAMES[k % 12]}${GIVEN[Math.floor(k / 12) % 8]}${k + 1}`) {
  const players = Array.from({ length: n }, (_, k) => ({ name: nameOf(k), previous_rank: k + 1 }));
  const games = [];
  for (let a = 0; a < n; a++)
    for (let b = a + 1; b < n; b++) {
      // The higher seed wins, but for an upset in about one game in five and a draw in one in
      // seven: places of every kind (decided, by a tie-break, shared).
      const result = (a + 2 * b) % 7 === 0 ? "draw" : (a * 3 + b) % 5 === 0 ? "b" : "a";
      games.push({ a: players[a].name, b: players[b].name, result });
    }
  return { format: "hoshitori-league/2", title: `${n}人リーグ`, rules: "fukui", seats: Math.min(4, n - 1), players, games };
}

/** Opens `doc` on the league page through the toolbar's file input. */
async function openLeague(page, doc) {
  const buffer = Buffer.from(JSON.stringify(doc));
  await page.setInputFiles('.toolbar input[type="file"]', { name: "league.json", mimeType: "application/json", buffer });
  await page.waitForFunction((n) => document.querySelectorAll(".standings-table tbody tr.standing").length === n, doc.players.length);
}

/** What the layout test reads off the page. */
function measure(page) {
  return page.evaluate(() => {
    const box = (el) => el.getBoundingClientRect();
    const standings = document.querySelector("section.standings");
    const table = standings.querySelector(".standings-table");
    const scroller = standings.querySelector(".scroll");
    // A cell squeezed below its content: its content wider than the cell (a visible one).
    const squeezed = [...table.querySelectorAll("th, td")]
      .filter((c) => c.offsetParent !== null && c.scrollWidth > c.clientWidth + 1)
      .map((c) => `${c.className}: ${c.textContent.slice(0, 30)} (${c.scrollWidth} > ${c.clientWidth})`);
    const cross = document.querySelector("section.crosstable");
    const crossScroll = cross.querySelector(".scroll");
    const who = cross.querySelector("tbody th.who");
    return {
      viewport: window.innerWidth,
      page: document.documentElement.scrollWidth,
      standings: box(standings),
      table: table.scrollWidth,
      tableBox: scroller.clientWidth,
      squeezed,
      names: [...table.querySelectorAll("tbody tr.standing th.name")].every((c) => c.textContent.includes(c.closest("tr").dataset.player)),
      cross: box(cross),
      crossScroll: { client: crossScroll.clientWidth, scroll: crossScroll.scrollWidth, right: box(crossScroll).right },
      sticky: getComputedStyle(who).position,
    };
  });
}

describe("big events at the venue: layouts from 2 to 64 players, long share links", () => {
  before(async () => {
    mkdirSync(SHOTS, { recursive: true });
    server = await serve(BUILD, "/venue/");
    desktop = await launch();
    phone = await launch(PHONE);
    for (const context of [desktop, phone]) {
      const page = context.pages()[0] ?? (await context.newPage());
      page.on("pageerror", (e) => pageErrors.push(e.message));
    }
  });

  after(async () => {
    await desktop?.close();
    await phone?.close();
    await server?.close();
    assert.deepEqual(pageErrors, []);
  });

  for (const [device, width] of [["desktop", 1400], ["phone", 390]]) {
    for (const lang of ["ja", "en"]) {
      test(`${width} px (${lang}): 2, 10, 24 and 64 players, the standings readable beside or under the crosstable`, async () => {
        const page = (device === "desktop" ? desktop : phone).pages()[0];
        await page.goto(`${server.url}?lang=${lang}`);
        await page.evaluate(() => localStorage.clear());
        await page.goto(`${server.url}?lang=${lang}`);
        await page.locator(".standings").first().waitFor();
        for (const n of [2, 10, 24, 64]) {
          await openLeague(page, league(n));
          const m = await measure(page);
          const what = `${n} players, ${width} px, ${lang}: ${JSON.stringify({ ...m, squeezed: m.squeezed.slice(0, 5) })}`;
          assert.ok(m.page <= m.viewport, `the page does not scroll sideways: ${what}`);
          assert.deepEqual(m.squeezed, [], `no standings cell narrower than its content: ${what}`);
          assert.ok(m.names, `every name whole in the standings: ${what}`);
          assert.ok(m.table <= m.tableBox + 1, `the standings table fits its box: ${what}`);
          assert.equal(m.sticky, "sticky", `the crosstable's name column is sticky: ${what}`);
          assert.ok(m.crossScroll.right <= m.viewport, `the crosstable's box is within the screen: ${what}`);
          if (device === "desktop") {
            assert.ok(m.standings.width >= 600, `the standings at least 600 px wide: ${what}`);
            const beside = m.standings.top < m.cross.bottom && m.standings.left >= m.cross.right;
            assert.equal(beside, n <= 10, `beside the crosstable for 2 and 10 players, under it for 24 and 64: ${what}`);
            if (!beside) assert.ok(m.standings.width >= m.viewport - 64, `under the crosstable, the page's width: ${what}`);
          } else {
            assert.ok(m.standings.width >= m.viewport - 32, `the standings span the phone's screen: ${what}`);
            assert.ok(m.standings.top >= m.cross.bottom, `under the crosstable on a phone: ${what}`);
          }
          if (n === 64 || (device === "phone" && n >= 10)) assert.ok(m.crossScroll.scroll > m.crossScroll.client, `the crosstable scrolls in its own box: ${what}`);
          await shot(page, `venue-${lang}-${width}-${n}`);
          assert.deepEqual(await accessibilityViolations(page), [], `${n} players, ${width} px, ${lang}`);
        }
      });
    }
  }

  for (const lang of ["ja", "en"]) {
    test(`1400 px (${lang}): a league's short link has its QR code; a link too long for one is offered with the reason`, async () => {
      const page = desktop.pages()[0];
      await page.goto(`${server.url}?lang=${lang}`);
      await page.locator(".standings").first().waitFor();
      // Ten players: a QR code that reads back as the link.
      await openLeague(page, league(10));
      await openPublishing(page);
      const link = await page.locator(".publish .share-link").inputValue();
      assert.match(link, /#s=/);
      assert.equal(await page.locator(".publish .no-qr").count(), 0);
      const png = PNG.sync.read(await page.locator(".publish .qr svg").screenshot());
      assert.equal(jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data, link);
      // 64 players of long names: 3,000 characters and more, too long for a QR code.
      const long = league(64, (k) => `${SURNAMES[k % 12]}${GIVEN[k % 8]}・全日本選手権予選通過者${k + 1}`);
      await openLeague(page, long);
      // The publishing tools follow the page's document (they are told when it changes).
      await page.waitForFunction(() => document.querySelector(".publish .share-link").value.length > 2953);
      const longLink = await page.locator(".publish .share-link").inputValue();
      assert.ok(longLink.length > 2953, `${longLink.length} characters`);
      assert.equal(await page.locator(".publish .qr").count(), 0, "no QR code");
      assert.equal(await page.locator(".publish .open-link").getAttribute("href"), longLink);
      const reason = await page.locator(".publish .no-qr").textContent();
      const chars = longLink.length.toLocaleString("en");
      assert.equal(
        reason,
        lang === "en"
          ? `No QR code: this link is too long for one (${chars} characters; a QR code holds at most 2,953 bytes). The link works all the same: copy it or open it.`
          : `このリンクは長すぎて QR コードにできません（${chars} 文字。QR コードに入るのは 2,953 バイトまでです）。リンクそのものは使えます。コピーするか開いてください。`,
      );
      await page.locator(".publish .share").screenshot({ path: `${SHOTS}/venue-${lang}-league-long-link.png` });
      assert.deepEqual(await accessibilityViolations(page), []);
    });
  }

  // A Swiss event of 160 players and 7 rounds, every game played: its link is about 4,000
  // characters.
  const big = {
    format: "hoshitori-swiss/1",
    title: "大型スイス大会（160人・7回戦）",
    game: "go",
    rules: "tagajo",
    players: Array.from({ length: 160 }, (_, k) => ({ name: `${SURNAMES[k % 12]}${GIVEN[k % 8]}${k + 1}` })),
    rounds: Array.from({ length: 7 }, (_, r) => ({
      games: Array.from({ length: 80 }, (_, j) => ({
        white: `${SURNAMES[j % 12]}${GIVEN[j % 8]}${j + 1}`,
        black: `${SURNAMES[(80 + ((j + r) % 80)) % 12]}${GIVEN[(80 + ((j + r) % 80)) % 8]}${80 + ((j + r) % 80) + 1}`,
        result: (j + r) % 3 ? "1-0" : "0-1",
      })),
    })),
  };

  for (const [device, lang] of [["desktop", "en"], ["phone", "ja"]]) {
    test(`Swiss page (${device}, ${lang}): the example's link has its QR code; a large event's link is offered without one, with the reason`, async () => {
      const page = (device === "desktop" ? desktop : phone).pages()[0];
      await page.goto(`${server.url}swiss.html?lang=${lang}`);
      await page.evaluate(() => localStorage.clear());
      await page.goto(`${server.url}swiss.html?lang=${lang}`);
      await page.locator(".swiss-standings tbody tr").first().waitFor();
      const panel = page.locator(".swiss-publish");
      await openPublishing(page);
      assert.match(await panel.locator(".share-link").inputValue(), /view\.html#e=/);
      assert.equal(await panel.locator(".qr svg").count(), 1);
      assert.equal(await panel.locator(".no-qr").count(), 0);
      const buffer = Buffer.from(JSON.stringify(big));
      await page.locator(".swiss-toolbar input[type=file]").setInputFiles({ name: "big.json", mimeType: "application/json", buffer });
      await page.locator(".swiss-confirm .confirm").click();
      // A long table draws the rows near the screen and counts them all in `aria-rowcount`.
      await page.waitForFunction(() => Number(document.querySelector(".swiss-standings table")?.getAttribute("aria-rowcount")) >= 161);
      await page.waitForFunction(() => document.querySelector(".swiss-publish .share-link").value.length > 2953);
      const link = await panel.locator(".share-link").inputValue();
      assert.match(link, /view\.html#e=/);
      assert.ok(link.length > 2953, `${link.length} characters`);
      assert.equal(await panel.locator(".qr").count(), 0, "no QR code");
      assert.equal(await panel.locator(".open-link").getAttribute("href"), link);
      assert.equal(await page.locator(".swiss-publish [role=alert]").count(), 0, "not an error: the link is there");
      const reason = await panel.locator(".no-qr").textContent();
      assert.ok(reason.includes(link.length.toLocaleString("en")), reason);
      assert.match(reason, lang === "en" ? /too long for one .* at most 2,953 bytes/ : /長すぎて QR コードにできません.*2,953 バイトまで/);
      assert.equal(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), true, "no sideways scrolling");
      await panel.locator(".share").screenshot({ path: `${SHOTS}/venue-swiss-${lang}-${device}-long-link.png` });
      assert.deepEqual(await accessibilityViolations(page), []);
    });
  }
});
