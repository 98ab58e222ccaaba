// The rules explained in the page: the help (a legend of every badge, code, mark and sign, the
// presets with their description and source, the full text of the rules) opened by a click at
// 1400 px and by a tap on a 390×844 touch screen; a badge's explanation by hover, click and tap;
// the settings' "?" tips; the rules text read OFFLINE once the service worker has installed
// (the server stopped); axe-core clean with the help open. Screenshots in Japanese and English
// at both widths go to target/e2e-screenshots/help-*.png.
//
// By hand, after `trunk build --release`: `node --test e2e/help.test.mjs`.
import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import { mkdirSync } from "node:fs";

import { serve } from "./server.mjs";
import { launch } from "./browser.mjs";
import { join } from "node:path";

import { BUILD, SHOTS, accessibilityViolations } from "./helpers.mjs";

const PREFIX = "/assoc/hoshitori/";

let server;
let desktop; // 1400 px, mouse
let phone; // 390×844, touch
let page;
let mobile;
const pageErrors = [];

/** A screenshot of what the screen shows (a modal dialog, a tip over the page). */
async function shot(p, name) {
  await p.screenshot({ path: join(SHOTS, `${name}.png`) });
}

/** The help dialog, open. */
function dialog(p) {
  return p.locator("dialog.help-dialog[open]");
}

async function openApp(p, lang) {
  await p.goto(`${server.url}?lang=${lang}`);
  await p.locator(".standings-table tbody tr.standing").first().waitFor();
}

/** The text of the rules document shown in the help, once loaded. */
async function rulesText(p) {
  const article = dialog(p).locator(".rules-body article.rules-text");
  await article.waitFor();
  return article.textContent();
}

/** No WCAG 2.1 A/AA violation on the page as it is. */
async function assertAccessible(p, what) {
  assert.deepEqual(await accessibilityViolations(p), [], what);
}

describe("the rules explained in the page", () => {
  before(async () => {
    mkdirSync(SHOTS, { recursive: true });
    server = await serve(BUILD, PREFIX);
    desktop = await launch();
    page = desktop.pages()[0] ?? (await desktop.newPage());
    page.on("pageerror", (e) => pageErrors.push(e.message));
    phone = await launch({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 1 });
    mobile = phone.pages()[0] ?? (await phone.newPage());
    mobile.on("pageerror", (e) => pageErrors.push(e.message));
  });

  after(async () => {
    await desktop?.close();
    await phone?.close();
    await server?.close();
    assert.deepEqual(pageErrors, []);
  });

  test("1400 px: Help by click shows the legend of every badge, code, mark and preset; axe clean", async () => {
    for (const lang of ["ja", "en"]) {
      await openApp(page, lang);
      await page.locator("button.help-open").click();
      const d = dialog(page);
      await d.waitFor();
      assert.equal(await d.locator("button.show-legend").getAttribute("aria-pressed"), "true");
      // Every label of the Fukui paper and every code is explained (the list is the engine's;
      // tests/web.rs checks it against the engine).
      for (const label of ["1A", "1B", "2A", "3A", "3B", "4A", "4B", "4C", "5A", "5B", "5C", "6", "PTS", "DE", "SB", "PREV", "TIE", "PO"]) {
        const entry = d.locator(`[data-legend="${label}"]`);
        assert.equal((await entry.locator("dt").textContent()).trim(), label);
        assert.ok((await entry.locator("dd").textContent()).length > 5, label);
      }
      const twoA = await d.locator('[data-legend="2A"] dd').textContent();
      assert.match(twoA, lang === "ja" ? /直接対決/ : /against each other/);
      const win = await d.locator('[data-legend="mark-win"]').textContent();
      assert.match(win, /〇/);
      assert.match(win, lang === "ja" ? /勝ち/ : /win/);
      assert.match(await d.locator('[data-legend="cycle"]').textContent(), /↻/);
      // Each preset: its description and its source.
      for (const preset of ["fukui", "jp-pro-league", "shogi-junisen", "rif-round-robin", "fide-round-robin"]) {
        assert.ok((await d.locator(`[data-preset="${preset}"] .source`).textContent()).length > 10, preset);
      }
      assert.match(await d.locator('[data-preset="fide-round-robin"] .source').textContent(), /C\.07/);
      assert.match(await d.locator('[data-preset="fukui"] .source').textContent(), /2021/);
      await assertAccessible(page, `help legend (${lang})`);
      await shot(page, `help-legend-${lang}-1400`);
      // Escape closes it and gives the focus back to the Help button.
      await page.keyboard.press("Escape");
      await d.waitFor({ state: "detached" });
      assert.equal(await page.evaluate(() => document.activeElement.className), "help-open");
    }
  });

  test("1400 px: the full rules text, the ? beside the rules, and links between documents", async () => {
    await openApp(page, "ja");
    // The "?" beside the rules opens the chosen preset's definition.
    assert.match(await page.locator(".settings .preset-about").textContent(), /福井県囲碁最強位戦/);
    await page.locator(".settings button.about-rules").click();
    let text = await rulesText(page);
    assert.match(text, /Preset fukui/);
    assert.match(text, /5C/);
    // There is no Japanese version yet: the English text says so in Japanese.
    assert.match(await dialog(page).locator(".english-only").textContent(), /英語版のみ/);
    await assertAccessible(page, "help rules (ja)");
    await shot(page, "help-rules-ja-1400");
    // Another document, and a link inside it to a third, shown in the dialog.
    await dialog(page).locator(".rules-choice select").selectOption("fide-round-robin");
    assert.match(await rulesText(page), /FIDE's list for individual round robins/);
    await dialog(page).locator('.rules-body a[href="criteria.html"]').first().click();
    await page.waitForFunction(() => /Criteria and custom chains/.test(document.querySelector(".rules-body")?.textContent ?? ""));
    assert.equal(await dialog(page).locator(".rules-choice select").inputValue(), "criteria");
    await dialog(page).locator("button.close").click();
    await dialog(page).waitFor({ state: "detached" });
    // In English, no note; the legend's button goes back to the legend.
    await openApp(page, "en");
    await page.locator(".settings button.about-rules").click();
    text = await rulesText(page);
    assert.match(text, /Preset fukui/);
    assert.equal(await dialog(page).locator(".english-only").count(), 0);
    await shot(page, "help-rules-en-1400");
    await dialog(page).locator("button.close").click();
    await dialog(page).waitFor({ state: "detached" });
    await page.locator('tr[data-player="大和"] .badge').click();
    await page.locator('tr[data-player="大和"] [role="tooltip"]').waitFor({ state: "visible" });
    await shot(page, "help-badge-en-1400");
    await page.keyboard.press("Escape");
    await page.locator(".settings button.about-rules").click();
    await dialog(page).locator("button.show-legend").click();
    await dialog(page).locator('[data-legend="1A"]').waitFor();
    await dialog(page).locator("button.close").click();
  });

  test("1400 px: a badge's explanation by hover and by click; the settings' tips; Escape", async () => {
    await openApp(page, "ja");
    const badge = page.locator('tr[data-player="高橋"] .badge');
    const tip = page.locator('tr[data-player="高橋"] [role="tooltip"]');
    assert.equal(await badge.getAttribute("aria-expanded"), "false");
    assert.equal(await tip.isVisible(), false);
    // Its text is the button's description for screen readers, shown or not.
    assert.equal(await badge.getAttribute("aria-describedby"), await tip.getAttribute("id"));
    await badge.hover();
    await tip.waitFor({ state: "visible" });
    assert.match(await tip.textContent(), /3A：3人以上が同じ勝数：当該者のミニリーグで決定/);
    assert.match(await tip.textContent(), /高橋 2、丸吉 1、三村 0/);
    assert.match(await tip.textContent(), /経過：1B › 3A/);
    // The mouse can move onto the text without it going (WCAG 1.4.13, hoverable).
    const from = await badge.boundingBox();
    const over = await tip.boundingBox();
    await page.mouse.move(from.x + from.width / 2, over.y + 2, { steps: 4 });
    await page.mouse.move(over.x + over.width / 2, over.y + over.height / 2, { steps: 4 });
    assert.equal(await tip.isVisible(), true, "hoverable");
    await page.mouse.move(5, 5);
    await tip.waitFor({ state: "hidden" });
    // A click keeps it open (and selects the block, as before); a second click closes it.
    await badge.click();
    await tip.waitFor({ state: "visible" });
    assert.equal(await badge.getAttribute("aria-expanded"), "true");
    await page.mouse.move(5, 5);
    assert.equal(await tip.isVisible(), true, "a clicked tip stays");
    assert.ok(await page.locator(".block-panel").isVisible(), "the block opens as before");
    await shot(page, "help-badge-ja-1400");
    await page.keyboard.press("Escape");
    await tip.waitFor({ state: "hidden" });
    // The seats' help, which was a title attribute, is a tip too: by focus, then Escape.
    const seats = page.locator(".settings .field-tip:has(.seats) button.tip-q");
    await seats.focus();
    const seatsTip = page.locator(".settings .field-tip:has(.seats) [role=tooltip]");
    await seatsTip.waitFor({ state: "visible" });
    assert.match(await seatsTip.textContent(), /残留できる順位/);
    await page.keyboard.press("Escape");
    await seatsTip.waitFor({ state: "hidden" });
    await assertAccessible(page, "tips");
  });

  test("390×844 touch: Help by tap, a badge's explanation by tap, no sideways overflow; ja and en", async () => {
    for (const lang of ["ja", "en"]) {
      await openApp(mobile, lang);
      // The settings: the chosen preset's description and source, "?" beside the rules.
      await mobile.locator(".settings").scrollIntoViewIfNeeded();
      const about = await mobile.locator(".settings button.about-rules").boundingBox();
      assert.ok(about.height >= 44 && about.width >= 44, `? is a 44 px target: ${JSON.stringify(about)}`);
      await shot(mobile, `help-settings-${lang}-390`);
      const open = mobile.locator("button.help-open");
      const box = await open.boundingBox();
      assert.ok(box.height >= 44 && box.width >= 44, `Help is a 44 px target: ${JSON.stringify(box)}`);
      await open.tap();
      const d = dialog(mobile);
      await d.waitFor();
      const size = await d.boundingBox();
      assert.ok(size.x >= 0 && size.x + size.width <= 390, `the dialog fits: ${JSON.stringify(size)}`);
      assert.ok(await d.locator('[data-legend="5C"]').isVisible());
      await assertAccessible(mobile, `help on a phone (${lang})`);
      await shot(mobile, `help-legend-${lang}-390`);
      await d.locator("button.show-rules").tap();
      assert.match(await rulesText(mobile), /Preset fukui/);
      const scroll = await d.evaluate((el) => el.scrollWidth <= el.clientWidth + 1);
      assert.ok(scroll, "the rules text wraps inside the dialog");
      await shot(mobile, `help-rules-${lang}-390`);
      await d.locator("button.close").tap();
      await d.waitFor({ state: "detached" });
      // A badge by tap: its explanation shows, and a tap elsewhere hides it.
      const badge = mobile.locator('tr[data-player="大和"] .badge');
      const tip = mobile.locator('tr[data-player="大和"] [role="tooltip"]');
      await badge.scrollIntoViewIfNeeded();
      await badge.tap();
      await tip.waitFor({ state: "visible" });
      assert.match(await tip.textContent(), lang === "ja" ? /直接対決: 大和 1、前田 0|直接対決：大和 1、前田 0/ : /head-to-head: 大和 1, 前田 0/);
      const t = await tip.boundingBox();
      assert.ok(t.x >= 0 && t.x + t.width <= 390, `the explanation fits the screen: ${JSON.stringify(t)}`);
      await shot(mobile, `help-badge-${lang}-390`);
      await mobile.locator("#standings-h").tap();
      await tip.waitFor({ state: "hidden" });
      assert.equal(
        await mobile.evaluate(() => document.documentElement.scrollWidth),
        390,
        "no sideways overflow",
      );
    }
  });

  test("offline: once the service worker has installed, the rules are read with the server stopped", async () => {
    await openApp(page, "ja");
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
      if (!navigator.serviceWorker.controller) {
        await new Promise((ok) => navigator.serviceWorker.addEventListener("controllerchange", ok));
      }
    });
    // Installed: every page of the rules is in the cache (rules/index.html names them), and the
    // help's own wasm (the helpers', loaded when Help is first pressed).
    const cached = await page.evaluate(async () => {
      for (let k = 0; k < 100; k++) {
        const keys = (await (await caches.open("hoshitori")).keys()).map((r) => new URL(r.url).pathname);
        const rules = keys.filter((p) => p.includes("/rules/")).sort();
        const help = keys.some((p) => p.endsWith("/hoshitori-helpers_bg.wasm"));
        if (rules.length >= 9 && help) return rules;
        await new Promise((ok) => setTimeout(ok, 100));
      }
      return [];
    });
    assert.ok(cached.includes(`${PREFIX}rules/fukui.html`), JSON.stringify(cached));
    assert.ok(cached.includes(`${PREFIX}rules/criteria.html`), JSON.stringify(cached));
    await server.close();
    server = null;
    await desktop.setOffline(true);
    await page.reload();
    await page.locator(".standings-table tbody tr.standing").first().waitFor();
    await page.locator("button.help-open").click();
    await dialog(page).locator("button.show-rules").click();
    assert.match(await rulesText(page), /Preset fukui/);
    await dialog(page).locator(".rules-choice select").selectOption("jishogi");
    assert.match(await rulesText(page), /入玉宣言法/);
    await shot(page, "help-rules-offline-ja-1400");
    // The standalone page opens offline too.
    await page.goto(`${new URL(page.url()).origin}${PREFIX}rules/shogi-junisen.html`);
    assert.match(await page.locator("article").textContent(), /順位戦/);
    await desktop.setOffline(false);
  });
});
