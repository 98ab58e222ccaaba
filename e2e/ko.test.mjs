// The ko endgame helper on the league page, as a player at the venue uses it: offline, opened
// from the page's tools, the paper's worked example answered (the yose 11, k = 13 < Δ = 16,
// Black +29), a change of state answered live (connect: k < Δ = 14, the yose 10), a position
// outside the method's domain refused with the exhaustive search labelled, bad input named by
// field, and a link to the position that opens the helper on it. In English and Japanese at
// 1400 px and on a 390×844 phone; axe-core clean.
// Screenshots of the helper: target/e2e-screenshots/ko-*.png.
//
// By hand, after `trunk build --release`: `node --test e2e/ko.test.mjs`.
import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import { mkdirSync } from "node:fs";
import { join } from "node:path";

import { serve } from "./server.mjs";
import { launch, PHONE } from "./browser.mjs";
import { BUILD, SHOTS, accessibilityViolations, cachedForOffline, viewerScripts } from "./helpers.mjs";

let server;
let context;
let page;
const errors = [];

async function answer() {
  return (await page.locator(".ko-result").textContent()).trim();
}

describe("the ko endgame helper", () => {
  before(async () => {
    mkdirSync(SHOTS, { recursive: true });
    server = await serve(BUILD, "/");
    context = await launch();
    page = await context.newPage();
    page.on("pageerror", (e) => errors.push(String(e)));
    await page.goto(`${server.url}?lang=en`);
    await cachedForOffline(page, ["/rules/ko.html"]);
    await context.setOffline(true);
    await page.goto(`${server.url}?lang=en`);
    await page.locator("button.ko-open").waitFor();
  });
  after(async () => {
    await context?.close();
    await server?.close();
  });

  test("opens offline on the paper's example and answers it", async () => {
    await page.locator("button.ko-open").click();
    await page.locator("#ko-helper").waitFor();
    const text = await answer();
    assert.match(text, /Best move: play the yose 11/);
    assert.match(text, /k = 13 < Δ = 16/);
    assert.match(text, /Optimal score: Black \+29/);
    await page.locator(".ko-working summary").click();
    assert.match(await page.locator(".ko-working").textContent(), /Δ = 11 \+ 10 − e\(3\) = 11 \+ 10 − 5 = 16/);
    await page.locator("#ko-helper").screenshot({ path: join(SHOTS, "ko-en-1400.png") });
  });

  test("answers as the fields change", async () => {
    // The paper's question 2: Black holds the ko after White's yose 11.
    await page.locator("#ko-to-move").selectOption("B");
    await page.locator("#ko-state").selectOption("connect");
    await page.locator("#ko-yose").fill("10 9 7 5 3 1");
    await page.waitForFunction(() => document.querySelector(".ko-result").textContent.includes("Δ = 14"));
    assert.match(await answer(), /Best move: play the yose 10/);
    // Outside the domain: a pending threat smaller than the largest yose.
    await page.locator("#ko-k").fill("3");
    await page.locator("#ko-pending").fill("4");
    await page.locator("#ko-yose").fill("6");
    await page.locator("#ko-black").fill("");
    await page.locator("#ko-white").fill("");
    await page.waitForFunction(() => document.querySelector(".ko-result").textContent.includes("does not answer"));
    assert.match(await answer(), /Exhaustive search \(every line of play, not the method\): best play the yose 6; Black \+5/);
    // Bad input is named.
    await page.locator("#ko-yose").fill("6 2.1");
    await page.waitForFunction(() => document.querySelector(".ko-result [role=alert]"));
    assert.match(await answer(), /yose 2: 2\.1 is finer than a quarter point/);
    await page.locator("#ko-yose").fill("6");
  });

  test("a link to the position opens it read-only in the viewer, and from there the helper, in both languages and on a phone", async () => {
    const href = await page.locator(".ko-link a").getAttribute("href");
    assert.match(href, /\/view\.html\?ko=3\/B\/connect\/4\/6\/\/&lang=en$/);
    for (const lang of ["ja", "en"]) {
      await page.setViewportSize({ width: 1400, height: 1000 });
      await page.goto(href.replace("lang=en", `lang=${lang}`));
      // The viewer: the position in words and the helper's answer, no form control.
      await page.locator(".ko-view .ko-answer").waitFor();
      // The ko position's own viewer, and no other.
      assert.deepEqual(await viewerScripts(page), ["view-ko.js"]);
      const text = await page.locator(".ko-view").textContent();
      if (lang === "ja") {
        assert.match(text, /この方法では答えられません/);
        assert.match(text, /全探索/);
      } else {
        assert.match(text, /does not answer/);
      }
      assert.equal(await page.locator("input, select, textarea").count(), 0);
      assert.deepEqual(await accessibilityViolations(page), []);
      await page.locator(".ko-view").screenshot({ path: join(SHOTS, `ko-${lang}-1400-viewer.png`) });
      await page.setViewportSize(PHONE.viewport);
      await page.locator(".ko-view").screenshot({ path: join(SHOTS, `ko-${lang}-390-viewer.png`) });
      let wide = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth + 1);
      assert.equal(wide, false, "no sideways scroll of the viewer on a phone");
      // "Open in Hoshitori": the helper, open on the position.
      await page.setViewportSize({ width: 1400, height: 1000 });
      await page.goto(new URL(await page.locator(".foot a").getAttribute("href"), page.url()).href);
      await page.locator("#ko-helper").waitFor();
      assert.equal(await page.locator("#ko-k").inputValue(), "3");
      assert.match(await answer(), lang === "ja" ? /この方法では答えられません/ : /does not answer/);
      assert.deepEqual(await accessibilityViolations(page), []);
      await page.locator("#ko-helper").screenshot({ path: join(SHOTS, `ko-${lang}-1400-link.png`) });
      await page.setViewportSize(PHONE.viewport);
      await page.locator("#ko-helper").screenshot({ path: join(SHOTS, `ko-${lang}-390.png`) });
      wide = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth + 1);
      assert.equal(wide, false, "no sideways scroll of the page on a phone");
    }
    await page.setViewportSize({ width: 1400, height: 1000 });
  });

  test("no page errors", () => {
    assert.deepEqual(errors, []);
  });
});
