// The Swiss page's embed (`swiss.html?embed`) as an association's website shows it, as
// e2e/embed.test.mjs tries the league's: inside a sandboxed iframe (`sandbox="allow-scripts"`)
// on a second loopback origin, with the event from `src=` (refreshed while visible) and from a
// share link; read-only (no form controls; a value still opens to its arithmetic), storing
// nothing, reporting its height to the host page. Screenshots in Japanese and English, light
// and dark, at desktop and phone width.
//
// By hand, after `trunk build --release`: `node --test e2e/swiss-embed.test.mjs`.
import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import { mkdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

import { serve } from "./server.mjs";
import { launch } from "./browser.mjs";
import { BUILD, ROOT, SHOTS, accessibilityViolations, openPublishing, viewerScripts } from "./helpers.mjs";

const PREFIX = "/assoc/hoshitori/";
const EVENT = readFileSync(join(ROOT, "tests/fixtures/swiss/fide-chess.json"), "utf8");
const TRF = readFileSync(join(ROOT, "tests/fixtures/swiss/fide-chess-trf.trf"), "utf8");

let app; // the association's site: Hoshitori and the event's file
let host; // another site (another origin) that embeds it
let context;
let page;
let published = EVENT;
const pageErrors = [];

function hostPage(src) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Host</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body style="margin:0"><h1 style="font:16px sans-serif">Club news</h1>
<iframe id="standings" title="Standings" src="${src}" sandbox="allow-scripts" style="width:100%;border:0" height="300"></iframe>
<script>
window.messages = [];
addEventListener("message", (e) => {
  const f = document.getElementById("standings");
  if (e.source !== f.contentWindow) return;
  window.messages.push(e.data);
  if (e.data && e.data.type === "hoshitori:height") f.style.height = e.data.height + "px";
});
</script></body></html>`;
}

async function openHost(query, hash = "") {
  const src = `${app.url}swiss.html?${query}${hash}`;
  await page.goto(`${host.origin}/host.html?src=${encodeURIComponent(src)}`);
}

/** The embedded frame, once it shows standings. */
async function embedded() {
  const handle = await page.waitForSelector("#standings");
  const frame = await handle.contentFrame();
  await frame.waitForSelector(".swiss-standings tbody tr.standing", { timeout: 30000 });
  return frame;
}

/** [place, name] of each row. */
async function standingsIn(frame) {
  return frame.$$eval(".swiss-standings tbody tr.standing", (rows) =>
    rows.map((r) => [r.querySelector(".place").textContent.trim(), r.dataset.player]),
  );
}

/** Waits until the embed has sent no height message for half a second. */
async function settled() {
  let count = -1;
  for (;;) {
    const now = await page.evaluate(() => window.messages.length);
    if (now === count) return;
    count = now;
    await new Promise((ok) => setTimeout(ok, 500));
  }
}

describe("the Swiss embed in another site's sandboxed iframe", () => {
  before(async () => {
    mkdirSync(SHOTS, { recursive: true });
    app = await serve(BUILD, PREFIX, {
      routes: {
        "/assoc/data/event.json": () => ({ body: published, type: "application/json" }),
        "/assoc/data/event.trf": () => ({ body: TRF, type: "text/plain" }),
        "/assoc/data/league.json": () => ({
          body: readFileSync(join(ROOT, "tests/fixtures/spec/fukui43-season.json"), "utf8"),
          type: "application/json",
        }),
      },
    });
    host = await serve(BUILD, "/nothing/", {
      routes: {
        "/host.html": (url) => ({ body: hostPage(url.searchParams.get("src")), type: "text/html; charset=utf-8" }),
      },
    });
    context = await launch();
    page = context.pages()[0] ?? (await context.newPage());
    page.on("pageerror", (e) => pageErrors.push(String(e)));
  });

  after(async () => {
    await context?.close();
    await app?.close();
    await host?.close();
  });

  test("src=: the event published on the site, read-only, its height posted", async () => {
    await openHost(`embed&src=${encodeURIComponent("../data/event.trf")}&lang=en&refresh=2`);
    const frame = await embedded();
    const rows = await standingsIn(frame);
    // The TRF's standings as `hoshitori rank tests/fixtures/swiss/fide-chess-trf.trf` gives them.
    assert.equal(rows.length, 11);
    assert.deepEqual(rows[0], ["1", "P02"], JSON.stringify(rows));
    assert.equal(await frame.locator(".swiss-wallchart tbody tr").count(), 11);
    // Read-only: no form control; a value opens to its arithmetic all the same.
    assert.equal(await frame.locator("input, select, textarea").count(), 0);
    assert.equal(await frame.locator(".swiss-entry, .swiss-director, .swiss-publish, .swiss-whatif").count(), 0);
    await frame.locator(".value-cell button.value").first().click();
    await frame.locator(".swiss-explain").waitFor();
    // Nothing stored, the frame's origin opaque.
    assert.equal(await frame.evaluate(() => origin), "null");
    await page.waitForFunction(() => window.messages.some((m) => m.type === "hoshitori:height" && m.height > 400));
    await settled();
    const { reported, shown } = await page.evaluate(() => ({
      reported: window.messages.filter((m) => m.type === "hoshitori:height").at(-1).height,
      shown: document.getElementById("standings").getBoundingClientRect().height,
    }));
    assert.ok(Math.abs(reported - shown) <= 1, `${reported} vs ${shown}`);
    assert.deepEqual(await accessibilityViolations(frame), []);
    assert.equal(pageErrors.length, 0, pageErrors.join("\n"));
  });

  test("the Embed dialog's iframe for the event's file: the Swiss file viewer is the one script it loads", async () => {
    await page.goto(`${app.url}swiss.html?lang=en`);
    await page.waitForSelector(".swiss-standings tbody tr");
    await openPublishing(page);
    await page.locator(".embed-snippet summary").click();
    await page.locator(".embed-src").fill("../data/event.json");
    const snippet = await page.locator(".embed-html").inputValue();
    const address = snippet.match(/<iframe src="([^"]*)"/)[1].replaceAll("&amp;", "&");
    assert.equal(address, `${app.url}view.html?embed&src=../data/event.json&kind=event`);
    await page.goto(`${host.origin}/host.html?src=${encodeURIComponent(address)}`);
    const frame = await embedded();
    assert.deepEqual(await viewerScripts(frame), ["view-swiss-file.js"]);
  });

  test("src=: a change on the site shows within the refresh period", async () => {
    await openHost(`embed&src=${encodeURIComponent("../data/event.json")}&lang=en&refresh=2`);
    const frame = await embedded();
    const event = JSON.parse(EVENT);
    event.title = "Changed on the site";
    published = JSON.stringify(event);
    await frame.waitForFunction(() => document.querySelector(".embed-title")?.textContent === "Changed on the site", null, {
      timeout: 10000,
    });
    published = EVENT;
  });

  test("src= that cannot be shown: the reason, naming the file; a league's file shows the league", async () => {
    await openHost(`embed&src=${encodeURIComponent("../data/missing.json")}&lang=en`);
    let frame = await (await page.waitForSelector("#standings")).contentFrame();
    const problem = await frame.waitForSelector(".embed-problem");
    const text = await problem.textContent();
    assert.ok(text.includes("missing.json"), text);
    assert.match(text, /404/);
    // The viewer shows every kind: a league's file on the Swiss page's embed address is shown.
    await openHost(`embed&src=${encodeURIComponent("../data/league.json")}&lang=en`);
    frame = await (await page.waitForSelector("#standings")).contentFrame();
    await frame.waitForSelector(".standings-table tbody tr.standing");
    assert.equal(await frame.locator(".embed-problem").count(), 0);
  });

  test("a share link's event, both languages, light and dark, desktop and phone", async () => {
    // The link the Swiss page's publish panel makes for the event (format/share/event).
    await page.goto(`${app.url}swiss.html?lang=en`);
    await page.locator(".swiss-toolbar input[type=file]").setInputFiles(join(ROOT, "tests/fixtures/swiss/fide-chess.json"));
    await page.locator(".swiss-confirm .confirm").click();
    await openPublishing(page);
    const link = await page.locator(".swiss-publish .share-link").inputValue();
    const fragment = link.slice(link.indexOf("#"));
    for (const [lang, theme] of [["ja", "light"], ["en", "dark"]]) {
      for (const width of [1400, 390]) {
        await page.setViewportSize({ width, height: width > 500 ? 1000 : 844 });
        await openHost(`embed&lang=${lang}&theme=${theme}`, fragment);
        const frame = await embedded();
        assert.equal((await standingsIn(frame)).length, 11);
        assert.equal(await frame.evaluate(() => document.documentElement.dataset.theme ?? "light"), theme);
        assert.equal(await frame.evaluate(() => document.documentElement.lang), lang);
        const overflow = await frame.evaluate(() => document.documentElement.scrollWidth - innerWidth);
        assert.ok(overflow <= 0, `overflow ${overflow}px at ${width}`);
        assert.deepEqual(await accessibilityViolations(frame), [], `${lang} ${theme} ${width}`);
        await page.waitForFunction(() => window.messages.some((m) => m.type === "hoshitori:height"));
        await settled();
        const inner = await frame.evaluate(() => document.documentElement.scrollHeight - innerHeight);
        assert.ok(inner <= 1, `the iframe scrolls by ${inner}px at ${width}`);
        await page.screenshot({ path: join(SHOTS, `swiss-embed-${lang}-${theme}-${width}.png`), fullPage: true });
      }
    }
    await page.setViewportSize({ width: 1400, height: 1000 });
  });

  test("an address that names no event shows the example, and stores nothing", async () => {
    const fresh = await launch();
    try {
      const top = fresh.pages()[0] ?? (await fresh.newPage());
      await top.goto(`${app.url}swiss.html?embed&lang=ja`);
      await top.waitForSelector(".swiss-standings tbody tr.standing");
      assert.match(await top.locator(".embed-title").textContent(), /例：多賀城方式/);
      assert.equal(await top.evaluate(() => localStorage.length), 0);
      assert.equal(await top.locator("input, select, textarea").count(), 0);
    } finally {
      await fresh.close();
    }
  });
});
