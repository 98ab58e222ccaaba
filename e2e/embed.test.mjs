// The embed (`?embed`) as an association's website shows it: inside a sandboxed iframe
// (`sandbox="allow-scripts"`, what WordPress makes of an unknown embed) on a second loopback
// origin, with the league from `src=` (refreshed while visible, with conditional requests) and
// from a share link; read-only, storing nothing, reporting its height to the host page in
// Hoshitori's form and in WordPress's. Screenshots in Japanese and English, at desktop and
// phone width.
//
// By hand, after `trunk build --release`: `node --test e2e/embed.test.mjs`.
import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import { mkdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

import { serve } from "./server.mjs";
import { launch } from "./browser.mjs";
import { BUILD, ROOT, SHOTS, accessibilityViolations } from "./helpers.mjs";

const PREFIX = "/assoc/hoshitori/";
const FUKUI = readFileSync(join(ROOT, "tests/fixtures/spec/fukui43-season.json"), "utf8");

let app; // the association's site, where Hoshitori and the league file are published
let host; // another site (another origin) that embeds it
let context;
let page;
let published = FUKUI;
const pageErrors = [];
const heights = [];

/** A host page with one sandboxed iframe of `src`, recording every message it is sent. */
function hostPage(src, { width = "100%", sandbox = "allow-scripts" } = {}) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Host</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body style="margin:0"><h1 style="font:16px sans-serif">Association news</h1>
<iframe id="standings" title="Standings" src="${src}" sandbox="${sandbox}" style="width:${width};border:0" height="300"></iframe>
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
  const src = `${app.url}?${query}${hash}`;
  await page.goto(`${host.origin}/host.html?src=${encodeURIComponent(src)}`);
  const frame = page.frameLocator("#standings");
  return frame;
}

/** Waits until the embed has sent no height message for half a second (its layout settled). */
async function settled() {
  let count = -1;
  for (;;) {
    const now = await page.evaluate(() => window.messages.length);
    if (now === count) return;
    count = now;
    await new Promise((ok) => setTimeout(ok, 500));
  }
}

/** The embedded frame, once it shows standings. */
async function embedded() {
  const handle = await page.waitForSelector("#standings");
  const frame = await handle.contentFrame();
  await frame.waitForSelector(".standings-table tbody tr.standing", { timeout: 30000 });
  return frame;
}

async function standingsIn(frame) {
  return frame.$$eval(".standings-table tbody tr.standing", (rows) =>
    rows.map((r) => [r.dataset.player, r.querySelector(".place").firstChild.textContent.trim()]),
  );
}

describe("the embed in another site's sandboxed iframe", () => {
  before(async () => {
    mkdirSync(SHOTS, { recursive: true });
    app = await serve(BUILD, PREFIX, {
      routes: { "/assoc/data/league.json": () => ({ body: published, type: "application/json" }) },
    });
    // The host page names its iframe's address in its own query.
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

  test("src=: the league published on the site, read-only, in a sandboxed cross-origin iframe", async () => {
    await openHost(`embed&src=${encodeURIComponent("../data/league.json")}&lang=en&refresh=2`);
    const frame = await embedded();
    const rows = await standingsIn(frame);
    assert.equal(rows.length, 10);
    assert.deepEqual(rows[0], ["大和", "1"], JSON.stringify(rows));
    // Standings first, then the crosstable; no form controls.
    const order = await frame.$$eval(".published > *", (xs) => xs.map((x) => x.className));
    assert.ok(order.indexOf("panel standings") < order.findIndex((c) => c.includes("plain-crosstable")), order.join());
    assert.equal(await frame.locator("input, select, textarea, button").count(), 0);
    // Nothing stored, and no service worker (the frame's origin is opaque).
    assert.equal(await frame.evaluate(() => origin), "null");
    assert.equal(pageErrors.length, 0, pageErrors.join("\n"));
    // The height reaches the host, which resizes the iframe to it.
    await page.waitForFunction(() => window.messages.some((m) => m.type === "hoshitori:height" && m.height > 600));
    const { reported, shown } = await page.evaluate(() => ({
      reported: window.messages.filter((m) => m.type === "hoshitori:height").at(-1).height,
      shown: document.getElementById("standings").getBoundingClientRect().height,
    }));
    assert.ok(Math.abs(reported - shown) <= 1, `${reported} vs ${shown}`);
    assert.deepEqual(await accessibilityViolations(frame), []);
  });

  test("src=: a change on the site shows within the refresh period; unchanged, it is not fetched again", async () => {
    const frame = await embedded();
    const requests = () => app.log.filter((r) => r.path === "/assoc/data/league.json");
    // Unchanged: the embed asks (HEAD, or a conditional GET answered 304) without downloading.
    const start = requests().length;
    await new Promise((ok) => setTimeout(ok, 4500));
    const polls = requests().slice(start);
    assert.ok(polls.length >= 1, "checked again while visible");
    assert.ok(
      polls.every((r) => r.method === "HEAD" || r.status === 304),
      JSON.stringify(polls),
    );
    // Changed: shown at the next check.
    const league = JSON.parse(FUKUI);
    league.title = "Changed on the site";
    published = JSON.stringify(league);
    await frame.waitForFunction(() => document.querySelector(".league-title")?.textContent === "Changed on the site", null, {
      timeout: 10000,
    });
    published = FUKUI;
  });

  test("src= that cannot be read: the reason, naming the file", async () => {
    await openHost(`embed&src=${encodeURIComponent("../data/missing.json")}&lang=en`);
    const handle = await page.waitForSelector("#standings");
    const frame = await handle.contentFrame();
    const problem = await frame.waitForSelector(".embed-problem");
    const text = await problem.textContent();
    assert.match(text, /missing\.json/);
    assert.match(text, /404/);
  });

  test("WordPress: the secret from the fragment comes back with the height, never over its 1,000 px cap", async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openHost("embed&lang=ja", "#?secret=Ab12Cd34Ef");
    const frame = await embedded();
    await page.waitForFunction(() =>
      window.messages.some((m) => m.message === "height" && m.secret === "Ab12Cd34Ef" && m.value > 600),
    );
    await settled();
    const heights = await page.evaluate(() => window.messages.filter((m) => m.message === "height").map((m) => m.value));
    assert.ok(Math.max(...heights) <= 1000, heights.join());
    // What does not fit scrolls inside the view (WordPress's iframe has no scroll bar).
    const inner = await frame.evaluate(() => {
      const e = document.querySelector(".embed");
      return e.scrollHeight - e.clientHeight;
    });
    assert.ok(inner > 0, "the phone-width league is taller than 1,000 px and scrolls inside");
    await page.setViewportSize({ width: 1400, height: 1000 });
  });

  test("theme=dark, both languages, desktop and phone width: screenshots, axe", async () => {
    for (const [lang, theme] of [
      ["ja", "light"],
      ["en", "dark"],
    ]) {
      for (const width of [1400, 390]) {
        await page.setViewportSize({ width, height: width > 500 ? 1000 : 844 });
        await openHost(`embed&lang=${lang}&theme=${theme}`);
        const frame = await embedded();
        assert.equal(await frame.evaluate(() => document.documentElement.dataset.theme ?? "light"), theme);
        assert.equal(await frame.evaluate(() => document.documentElement.lang), lang);
        // Nothing overflows the iframe sideways but the crosstable's own scroll box.
        const overflow = await frame.evaluate(() => document.documentElement.scrollWidth - innerWidth);
        assert.ok(overflow <= 0, `overflow ${overflow}px at ${width}`);
        assert.deepEqual(await accessibilityViolations(frame), []);
        await page.waitForFunction(() => window.messages.some((m) => m.type === "hoshitori:height"));
        await settled();
        // The host made the iframe as tall as its content: nothing to scroll inside it.
        const inner = await frame.evaluate(() => document.documentElement.scrollHeight - innerHeight);
        assert.ok(inner <= 1, `the iframe scrolls by ${inner}px at ${width}`);
        await page.screenshot({ path: join(SHOTS, `embed-${lang}-${theme}-${width}.png`), fullPage: true });
      }
    }
    await page.setViewportSize({ width: 1400, height: 1000 });
  });

  test("stores nothing, even where it could (a top-level window on the app's own site)", async () => {
    await page.goto(`${app.url}?embed&lang=en`);
    await page.waitForSelector(".standings-table tbody tr.standing");
    assert.equal(await page.evaluate(() => localStorage.length), 0);
    assert.equal(await page.locator("input, select, textarea, button").count(), 0);
    await page.screenshot({ path: join(SHOTS, "embed-top-level-en-1400.png"), fullPage: true });
  });
});
