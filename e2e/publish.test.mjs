// Publishing from the app: the printout (print to PDF, its text and page count), the
// manifest's installability in Chromium, and the page inside a top-level window only
// registering its service worker there.
//
// By hand, after `trunk build --release`: `node --test e2e/publish.test.mjs`.
import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

import jsQR from "jsqr";
import { PNG } from "pngjs";

import { serve } from "./server.mjs";
import { launch } from "./browser.mjs";
import { BUILD, ROOT, SHOTS, accessibilityViolations, openPublishing, printed, shot } from "./helpers.mjs";

const PREFIX = "/assoc/hoshitori/";

let server;
let host;
let context;
let page;
let pasted = ""; // what the association's web editor pasted into its page
const league = JSON.parse(readFileSync(join(ROOT, "tests/fixtures/spec/fukui43-season.json"), "utf8"));
league.title = "第44期 福井リーグ";
// Twelve players with long names, every game played (a result by a fixed rule, some draws).
const twelve = {
  format: "hoshitori-league/2",
  title: "第12回 県名人戦リーグ（十二人総当たり・最終結果）",
  seats: 6,
  players: Array.from({ length: 12 }, (_, k) => ({ name: `${"山田川中島大森小林"[k % 9]}${"一郎二郎三郎四郎"[k % 8]}・長い名前の棋士${k + 1}`, previous_rank: k + 1 })),
  games: [],
};
for (let a = 0; a < 12; a++)
  for (let b = a + 1; b < 12; b++) {
    const r = (a * 7 + b * 3) % 5;
    twelve.games.push({ a: twelve.players[a].name, b: twelve.players[b].name, result: r === 0 ? "draw" : r % 2 ? "a" : "b" });
  }

/** Prints the page as it is (the stylesheet's page size: A4 landscape); its text and pages. */
const print = (name) => printed(page, name);

describe("publishing from the app", () => {
  before(async () => {
    mkdirSync(SHOTS, { recursive: true });
    server = await serve(BUILD, PREFIX, {
      routes: {
        "/assoc/data/league.json": () => ({ body: JSON.stringify(league), type: "application/json" }),
        "/assoc/data/twelve.json": () => ({ body: JSON.stringify(twelve), type: "application/json" }),
      },
    });
    host = await serve(BUILD, "/nothing/", {
      routes: {
        "/news.html": () => ({
          body: `<!doctype html><html lang="ja"><head><meta charset="utf-8"><title>News</title></head><body><h1>News</h1>${pasted}</body></html>`,
          type: "text/html; charset=utf-8",
        }),
      },
    });
    context = await launch();
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    page = context.pages()[0] ?? (await context.newPage());
  });

  after(async () => {
    await context?.close();
    await server?.close();
    await host?.close();
  });

  test("print: title, crosstable with marks, standings with the rule and why, playoffs; one A4 landscape page; no controls", async () => {
    for (const lang of ["ja", "en"]) {
      await page.goto(`${server.url}?lang=${lang}`);
      await page.waitForSelector(".standings-table tbody tr.standing");
      const { pages, size, text } = await print(`fukui43-${lang}`);
      assert.equal(pages, 1, text);
      assert.match(size, /841\.\d+ x 59[45]\.\d+ pts \(A4\)/);
      assert.match(text, /Fukui 43rd term \(2021\)/);
      for (const name of ["大和", "前田", "高橋", "丸吉", "三村", "岡崎", "安田", "渡辺", "酒井", "廣田"]) {
        assert.ok(text.split(name).length - 1 >= 2, `${name} in the crosstable and the standings`);
      }
      assert.match(text, /[〇○].*●|●.*[〇○]/, "marks");
      assert.match(text, /2A/);
      assert.match(text, lang === "ja" ? /直接対決: 大和 1、前田 0/ : /head-to-head: +大和 1, 前田 0/);
      assert.match(text, lang === "ja" ? /必要なプレーオフ/ : /Playoffs/);
      // Nothing of the editor's controls.
      for (const control of lang === "ja" ? ["元に戻す", "新しいリーグ", "プレーヤーを追加"] : ["Undo", "New league", "Add player"]) {
        assert.ok(!text.includes(control), `${control} printed`);
      }
    }
  });

  test("installable: Chromium reports no installability errors; the manifest names its icons", async () => {
    await page.goto(server.url);
    await page.waitForSelector(".standings-table");
    await page.evaluate(() => navigator.serviceWorker.ready);
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send("Page.getInstallabilityErrors");
    assert.deepEqual(installabilityErrors, []);
    const manifest = await (await fetch(`${server.url}manifest.webmanifest`)).json();
    const sizes = manifest.icons.map((i) => `${i.sizes} ${i.purpose}`);
    for (const want of ["192x192 any", "512x512 any", "512x512 maskable"]) assert.ok(sizes.includes(want), sizes.join());
    for (const icon of manifest.icons) {
      const r = await fetch(new URL(icon.src, server.url));
      assert.equal(r.status, 200, icon.src);
      assert.equal(r.headers.get("content-type"), icon.type);
    }
  });

  test("the Embed dialog writes an iframe (and the resize script) that works pasted into another site", async () => {
    await page.goto(`${server.url}?lang=ja`);
    await page.waitForSelector(".standings-table");
    await openPublishing(page);
    await page.locator(".embed-snippet summary").click();
    await page.locator(".embed-src").fill("../data/league.json");
    await page.locator(".embed-script").check();
    await page.locator(".embed-lang").selectOption("ja");
    const snippet = await page.locator(".embed-html").inputValue();
    // The iframe names the viewer; each choice says what it needs from the server.
    assert.ok(snippet.startsWith(`<iframe src="${server.url}view.html?embed&amp;src=../data/league.json&amp;lang=ja"`), snippet);
    assert.match(snippet, /<script>/);
    const needs = await page.locator(".embed-snippet .needs").allTextContents();
    assert.equal(needs.length, 2, needs.join("\n"));
    assert.match(needs[0], /Access-Control-Allow-Origin: \*/);
    assert.match(needs[1], /unfiltered_html/);
    await page.getByRole("radio", { name: "現在のこのリーグ（リンク）" }).check();
    assert.match(await page.locator(".embed-snippet .needs").first().textContent(), /サーバー側の設定は不要/);
    await page.locator(".embed-snippet input[name=embed-source]").first().check();
    await page.locator(".publish button.copy").click();
    await page.locator(".publish .copied").waitFor();
    assert.equal(await page.evaluate(() => navigator.clipboard.readText()), snippet);
    assert.deepEqual(await accessibilityViolations(page), []);
    await page.locator(".publish").screenshot({ path: join(SHOTS, "publish-panel-ja-1400.png") });
    await page.setViewportSize({ width: 390, height: 844 });
    assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth), "no sideways scroll at 390 px");
    await page.locator(".publish").screenshot({ path: join(SHOTS, "publish-panel-ja-390.png") });
    await page.setViewportSize({ width: 1400, height: 1000 });
    await page.goto(`${server.url}?lang=en`);
    await openPublishing(page);
    await page.locator(".embed-snippet summary").click();
    await page.locator(".publish").screenshot({ path: join(SHOTS, "publish-panel-en-1400.png") });

    // Pasted into the association's news page (another origin): the league, resized to fit.
    pasted = snippet;
    await page.goto(`${host.origin}/news.html`);
    const frame = await (await page.waitForSelector("iframe")).contentFrame();
    await frame.waitForSelector(".standings-table tbody tr.standing");
    assert.equal(await frame.locator(".league-title").textContent(), "第44期 福井リーグ");
    await page.waitForFunction(() => {
      const f = document.querySelector("iframe");
      return f.style.height !== "" && Math.abs(parseFloat(f.style.height) - f.getBoundingClientRect().height) < 1;
    });
  });

  test("src= in the app: the published league read-only over the user's own; Make my own copy", async () => {
    await page.goto(`${server.url}?lang=en`);
    await page.waitForSelector(".standings-table");
    const mine = await page.locator(".settings .title input").inputValue();
    await page.goto(`${server.url}?lang=en&src=../data/league.json`);
    await page.locator(".shared-banner").waitFor();
    assert.equal(await page.locator(".league-title").textContent(), "第44期 福井リーグ");
    assert.equal(await page.locator(".published input, .published select, .published button").count(), 0);
    assert.deepEqual(await accessibilityViolations(page), []);
    await shot(page, "shared-en-1400");
    // Back: the user's own league, untouched.
    await page.locator(".shared-banner button.back").click();
    await page.waitForSelector(".crosstable");
    assert.equal(await page.locator(".settings .title input").inputValue(), mine);
    assert.equal(new URL(page.url()).search, "");
    // Make my own copy: now the document edited and stored; undo brings the old one back.
    await page.goto(`${server.url}?lang=en&src=../data/league.json`);
    await page.locator(".shared-banner button.make-copy").click();
    await page.waitForSelector(".crosstable");
    assert.equal(await page.locator(".settings .title input").inputValue(), "第44期 福井リーグ");
    await page.reload();
    await page.waitForSelector(".crosstable");
    assert.equal(await page.locator(".settings .title input").inputValue(), "第44期 福井リーグ");
  });

  test("share link: the whole league in the address, its QR code reads back as the link, opened read-only", async () => {
    await page.goto(`${server.url}?lang=ja`);
    await page.waitForSelector(".standings-table tbody tr.standing");
    const mine = await page.$$eval(".standings-table tbody tr.standing", (rows) => rows.map((r) => r.dataset.player));
    await openPublishing(page);
    const link = await page.locator(".share-link").inputValue();
    // Share links open the viewer (view.html), light for a phone at the venue.
    assert.ok(link.startsWith(`${server.url}view.html#s=`), link);
    const fragment = link.slice(link.indexOf("#") + 1);
    assert.ok(fragment.length >= 150 && fragment.length <= 330, `${fragment.length} characters`);
    // The QR code on screen, read back from its pixels.
    const png = PNG.sync.read(await page.locator(".publish .qr svg").screenshot());
    const read = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
    assert.equal(read?.data, link);
    await page.locator(".publish button.copy-link").click();
    await page.locator(".share .copied").waitFor();
    assert.equal(await page.evaluate(() => navigator.clipboard.readText()), link);

    // Opened in a fresh browser (another person): the same standings, read-only, in the viewer.
    const other = await launch();
    const visitor = other.pages()[0] ?? (await other.newPage());
    await visitor.goto(link.replace("view.html#", "view.html?lang=ja#"));
    await visitor.waitForSelector(".standings-table tbody tr.standing");
    assert.deepEqual(
      await visitor.$$eval(".standings-table tbody tr.standing", (rows) => rows.map((r) => r.dataset.player)),
      mine,
    );
    assert.equal(await visitor.locator("input, select, textarea, button").count(), 0);
    await shot(visitor, "shared-ja-1400");
    await visitor.setViewportSize({ width: 390, height: 844 });
    await shot(visitor, "shared-ja-390");
    // "Open in Hoshitori": the organiser page, with the league read-only and "Make my own copy".
    const [full] = await Promise.all([other.waitForEvent("page"), visitor.locator(".foot a").click()]);
    await full.locator(".shared-banner button.make-copy").waitFor();
    assert.equal(new URL(full.url()).hash, new URL(link).hash);
    await other.close();
  });

  test("a pinned link of an earlier build opens, with its hypothetical results marked as such", async () => {
    const fragment = readFileSync(join(ROOT, "tests/fixtures/share/junisen-playoff-what-if.txt"), "utf8").trim();
    for (const lang of ["en", "ja"]) {
      await page.goto(`${server.url}?lang=${lang}#${fragment}`);
      await page.locator(".shared-banner").waitFor();
      await page.locator(".hypothetical-note").waitFor();
      assert.ok((await page.locator(".plain-table .hypo").count()) >= 2);
      assert.deepEqual(await accessibilityViolations(page), []);
      await shot(page, `shared-hypothetical-${lang}-1400`);
    }
    // A damaged link is named, over the user's own league (kept).
    await page.goto(`${server.url}?lang=en#s=AQ`);
    await page.locator(".embed-problem").waitFor();
    assert.match(await page.locator(".embed-problem").textContent(), /could not be loaded/);
    await page.waitForSelector(".crosstable");
  });

  test("the embed shows a share link's league too", async () => {
    await page.goto(`${server.url}?lang=en`);
    await openPublishing(page);
    await page.waitForSelector(".share-link");
    const link = await page.locator(".share-link").inputValue();
    const fragment = link.slice(link.indexOf("#"));
    await page.goto(`${server.url}?embed&lang=en${fragment}`);
    await page.waitForSelector(".standings-table tbody tr.standing");
    // The embed's address of the league page is the viewer's now; pinned, it keeps opening.
    assert.equal(new URL(page.url()).pathname, new URL(`${server.url}view.html`).pathname);
    assert.equal(await page.locator(".embed .league-title").textContent(), "第44期 福井リーグ");
  });

  test("print: the QR code of the link is on the page", async () => {
    await page.goto(`${server.url}?lang=ja`);
    await page.waitForSelector(".standings-table");
    const { pages, text } = await print("qr-ja");
    assert.equal(pages, 1);
    assert.match(text, /読み取るとこの表/);
  });

  test("the Print button: the printout's crosstable and QR code are in the page when the dialog opens, and gone after", async () => {
    // `window.print()` stubbed: what it would print is what the page holds when it is called
    // (a `beforeprint` listener runs inside it, too late for the page to draw).
    await page.goto(`${server.url}?lang=ja`);
    await page.waitForSelector(".standings-table");
    assert.equal(await page.locator(".print-only table").count(), 0, "not drawn on screen");
    await page.evaluate(() => {
      window.printedRows = null;
      window.print = () => {
        window.printedRows = document.querySelectorAll(".print-only table tbody tr").length;
        window.printedQr = document.querySelectorAll(".print-only .print-qr svg").length;
        setTimeout(() => window.dispatchEvent(new Event("afterprint")), 0);
      };
    });
    await page.locator(".publish button.print").click();
    await page.waitForFunction(() => window.printedRows !== null);
    assert.deepEqual(await page.evaluate(() => [window.printedRows, window.printedQr]), [10, 1]);
    await page.waitForFunction(() => document.querySelectorAll(".print-only table").length === 0);
  });

  test("exports drawn from the data: the HTML table (inline styles only), SVG and PNG images", async () => {
    await page.goto(`${server.url}?lang=ja`);
    await page.waitForSelector(".standings-table");
    await openPublishing(page);
    await page.locator(".publish button.copy-html").click();
    await page.locator(".publish-actions + .copied").waitFor({ timeout: 30000 });
    const html = await page.evaluate(async () => {
      const [item] = await navigator.clipboard.read();
      return (await item.getType("text/html")).text();
    });
    assert.match(html, /<table/);
    assert.ok(!/<style|<script|class=/.test(html), "inline styles only");
    for (const name of ["大和", "前田", "廣田"]) assert.ok(html.includes(name), name);

    const [svg] = await Promise.all([page.waitForEvent("download"), page.locator(".publish button.save-svg").click()]);
    const svgText = readFileSync(await svg.path(), "utf8");
    assert.match(svg.suggestedFilename(), /\.svg$/);
    assert.match(svgText, /<svg[^>]+viewBox/);
    assert.ok(svgText.includes("大和"));

    const [png] = await Promise.all([page.waitForEvent("download"), page.locator(".publish button.save-png").click()]);
    assert.match(png.suggestedFilename(), /\.png$/);
    const image = PNG.sync.read(readFileSync(await png.path()));
    const width = Number(/width="([\d.]+)"/.exec(svgText)[1]);
    assert.equal(image.width, Math.ceil(width * 2));
    // Drawn, not blank: dark pixels (text and marks) on the white sheet.
    let dark = 0;
    for (let k = 0; k < image.data.length; k += 4) if (image.data[k] < 100 && image.data[k + 3] > 200) dark++;
    assert.ok(dark > 1000, `${dark} dark pixels`);
    writeFileSync(join(SHOTS, "export-ja.png"), readFileSync(await png.path()));
  });

  test("print: a 12-player league with long names still fits one A4 landscape page", async () => {
    await page.goto(`${server.url}?lang=en&src=../data/twelve.json`);
    await page.locator(".shared-banner button.make-copy").click();
    await page.waitForSelector(".crosstable");
    for (const lang of ["en", "ja"]) {
      await page.goto(`${server.url}?lang=${lang}`);
      await page.waitForSelector(".standings-table tbody tr.standing");
      const { pages, text } = await print(`twelve-${lang}`);
      assert.equal(pages, 1, text);
      assert.match(text, /十二人総当たり/);
    }
  });
});
