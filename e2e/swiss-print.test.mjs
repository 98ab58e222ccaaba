// The Swiss page printed (the browser's Print, as a PDF): one A4 page for the example event
// with its title, the rules in force as text, the standings with the criterion and values that
// decided each place, and the wall chart; no controls (buttons, the result entry, the what-if
// form). In Japanese and English; the pages are kept as images in target/e2e-screenshots.
//
// By hand, after `trunk build --release`: `node --test e2e/swiss-print.test.mjs`.
import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import { mkdirSync } from "node:fs";

import { serve } from "./server.mjs";
import { launch } from "./browser.mjs";
import { BUILD, SHOTS, printed } from "./helpers.mjs";

let server;
let context;

describe("the Swiss page printed", () => {
  before(async () => {
    mkdirSync(SHOTS, { recursive: true });
    server = await serve(BUILD, "/");
    context = await launch();
  });
  after(async () => {
    await context?.close();
    await server?.close();
  });

  for (const [lang, words] of [
    ["en", { title: /Example: a Go event under Tagajo rules/, rules: /Tagajo method/, standings: "Standings", decided: "Decided by", wall: "Wall chart", open: "Open a file", compute: "Work it out" }],
    ["ja", { title: /例：多賀城方式の囲碁大会/, rules: /多賀城方式/, standings: "順位", decided: "決め手", wall: "対戦表", open: "ファイルを開く", compute: "計算する" }],
  ]) {
    test(`the example event on one A4 page (${lang})`, async () => {
      const page = await context.newPage();
      // A first visit: the example, titled in the page's language.
      await page.goto(`${server.url}swiss.html?lang=${lang}`);
      // Cleared once the app has started (it stores what it shows when it starts).
      await page.locator(".swiss-standings tbody tr").first().waitFor();
      await page.evaluate(() => localStorage.clear());
      await page.reload();
      await page.locator(".swiss-standings tbody tr").first().waitFor();
      const { pages, size, text } = await printed(page, `swiss-${lang}`);
      assert.equal(pages, 1, text);
      assert.match(size, / pts \(A4\)$/);
      // The title (an input on screen), the rules and edition as text (selects on screen).
      assert.match(text, words.title);
      // The rules by name, not by preset id.
      assert.match(text, words.rules);
      assert.doesNotMatch(text, /tagajo/);
      assert.match(text, /NBW,SOSW,SOSOSW,SODOSW,SODOSODOSW/);
      for (const w of [words.standings, words.decided, words.wall]) assert.ok(text.includes(w), `${w} in\n${text}`);
      // Every place below the first says its criterion and the two values compared, as on
      // screen (the Tagajo event after round 3, tests/swiss.rs).
      assert.match(text, /P01 .*NBW 3 > 2/);
      assert.match(text, /P05 .*SOSOSW 15 > 11/);
      // The wall chart's cells: the opponent and the result, no colour (the Tagajo method
      // allocates none; P04 was once shown Black in all four rounds).
      assert.match(text, /P04 +1\+ +8\+ +5\+ +2 /);
      // No controls.
      for (const w of [words.open, words.compute]) assert.ok(!text.includes(w), `${w} printed:\n${text}`);
      await page.close();
    });
  }
});
