// The viewer (view.html, src/web/view): every kind of document read-only, as visitors see it.
// Inside another site's `<iframe sandbox="allow-scripts">` (an opaque origin) on a server that
// sends no CORS headers, as most do: a share fragment of each kind shows, the organiser pages'
// old embed addresses still open (sent to the viewer), and what cannot load (a `src=` file
// without CORS, the viewer's own script missing) is said in the frame with what the site must
// change. A share link on a phone: the viewer, offline once visited, "Open in Hoshitori" to the
// organiser page.
//
// By hand, after `trunk build --release`: `node --test e2e/view.test.mjs`.
import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import { mkdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

import { serve } from "./server.mjs";
import { launch, PHONE } from "./browser.mjs";
import { BUILD, ROOT, SHOTS, accessibilityViolations, cachedForOffline, shot, viewerScripts } from "./helpers.mjs";

const PREFIX = "/assoc/hoshitori/";
const fragment = (path) => readFileSync(join(ROOT, "tests/fixtures/share", path), "utf8").trim();
const LEAGUE = fragment("fukui43.txt");
const EVENT = fragment("swiss/tagajo.txt");
const STAGED = fragment("stages/rif-7.txt");
// The same event with long names (a hyphenated one, one without a space, one in kanji).
const LONG_NAMES = fragment("stages/long-names.txt");
const FUKUI = readFileSync(join(ROOT, "tests/fixtures/spec/fukui43-season.json"), "utf8");
const TAGAJO = readFileSync(join(ROOT, "tests/fixtures/swiss/tagajo.json"), "utf8");
// A league file with a result the format does not have (`games[0].result`, line 5).
const DAMAGED = readFileSync(join(ROOT, "tests/fixtures/errors/bad-result.json"), "utf8");
// Tables: a Swiss event's TRF, a league's crosstable, and a TRF with a result code TRF does
// not have (line 3, column 102).
const TRF = readFileSync(join(ROOT, "tests/fixtures/swiss/fide-chess-trf.trf"), "utf8");
const CROSSTABLE = readFileSync(join(ROOT, "tests/fixtures/csv/fukui-table2.csv"), "utf8");
const DAMAGED_TRF = readFileSync(join(ROOT, "tests/fixtures/errors/swiss-bad-result-code.trf"), "utf8");

// Each kind: its fragment, what shows that it is drawn, and its viewer's script (the only one
// the page loads).
const KINDS = [
  ["a league", LEAGUE, ".standings-table tbody tr.standing", "view-league.js"],
  ["a Swiss event", EVENT, ".swiss-standings tbody tr", "view-swiss.js"],
  ["an event in stages", STAGED, ".finals-table tbody th", "view-stages.js"],
];

let app; // the association's site, serving Hoshitori's dist/ with no CORS headers
let host; // another site that embeds it
let context;
let page;
const pageErrors = [];

function hostPage(src) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Host</title></head>
<body style="margin:0"><h1 style="font:16px sans-serif">Club news</h1>
<iframe id="view" title="Standings" src="${src}" sandbox="allow-scripts" style="width:100%;border:0" height="300"></iframe>
<script>
window.messages = [];
addEventListener("message", (e) => {
  if (e.source !== document.getElementById("view").contentWindow) return;
  window.messages.push(e.data);
});
</script></body></html>`;
}

/** The viewer's frame on the host page, for `address` on the app's site. */
async function framed(address) {
  await page.goto(`${host.origin}/host.html?src=${encodeURIComponent(app.url + address)}`);
  const handle = await page.waitForSelector("#view");
  return handle.contentFrame();
}

describe("the viewer", () => {
  before(async () => {
    mkdirSync(SHOTS, { recursive: true });
    app = await serve(BUILD, PREFIX, {
      cors: false,
      routes: {
        "/assoc/data/league.json": () => ({ body: FUKUI, type: "application/json" }),
        "/assoc/data/event.json": () => ({ body: TAGAJO, type: "application/json" }),
        "/assoc/data/damaged.json": () => ({ body: DAMAGED, type: "application/json" }),
        "/assoc/data/event.trf": () => ({ body: TRF, type: "text/plain; charset=utf-8" }),
        // A TRF under a name that says nothing of its format.
        "/assoc/data/latest": () => ({ body: TRF, type: "text/plain; charset=utf-8" }),
        "/assoc/data/crosstable.csv": () => ({ body: CROSSTABLE, type: "text/csv; charset=utf-8" }),
        "/assoc/data/damaged.trf": () => ({ body: DAMAGED_TRF, type: "text/plain; charset=utf-8" }),
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

  for (const [kind, text, drawn, script] of KINDS) {
    test(`${kind} from a share fragment, in a sandboxed iframe on a server without CORS`, async () => {
      const frame = await framed(`view.html?lang=en#${text}`);
      await frame.waitForSelector(drawn, { timeout: 30000 });
      // The loader chose the kind's own viewer: no other was downloaded.
      assert.deepEqual(await viewerScripts(frame), [script]);
      assert.equal(await frame.evaluate(() => origin), "null");
      assert.equal(await frame.locator("input, select, textarea").count(), 0);
      assert.equal(await frame.evaluate(() => document.documentElement.lang), "en");
      await page.waitForFunction(() => window.messages.some((m) => m.type === "hoshitori:height" && m.height > 200));
      assert.deepEqual(await accessibilityViolations(frame), []);
      assert.equal(pageErrors.length, 0, pageErrors.join("\n"));
    });
  }

  test("Open in Hoshitori in a sandbox that allows no new window: the address, to open by hand", async () => {
    for (const [lang, words] of [["en", /does not let links open a window/], ["ja", /リンクを開けません/]]) {
      const frame = await framed(`view.html?lang=${lang}#${LEAGUE}`);
      await frame.waitForSelector(".standings-table tbody tr.standing", { timeout: 30000 });
      await frame.locator(".foot a").click();
      const note = await frame.waitForSelector(".open-blocked");
      assert.match(await note.textContent(), words);
      assert.equal(await frame.locator(".open-blocked .address").textContent(), `${app.url}?lang=${lang}#${LEAGUE}`);
      // Shown where it can be seen: the frame (300 px, no resize script here) scrolls to it.
      await frame.waitForFunction(() => {
        const r = document.querySelector(".open-blocked").getBoundingClientRect();
        return r.top >= 0 && r.bottom <= innerHeight;
      });
      assert.deepEqual(await accessibilityViolations(frame), []);
    }
  });

  test("on a phone long names wrap, nothing wider than the screen; the dark theme prints black on white", async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${app.url}view.html?lang=en#${LONG_NAMES}`);
    await page.waitForSelector(".finals-table tbody th");
    assert.equal(await page.evaluate(() => document.documentElement.scrollWidth), 390);
    await page.screenshot({ path: join(SHOTS, "view-long-names-en-390.png") });
    await page.setViewportSize({ width: 1400, height: 900 });
    for (const [address, drawn] of [[STAGED, ".finals-table tbody th"], [EVENT, ".swiss-standings tbody tr.standing th, .swiss-standings tbody tr.standing td"]]) {
      await page.goto(`${app.url}view.html?lang=en&theme=dark#${address}`);
      await page.waitForSelector(drawn);
      const colours = () =>
        page.evaluate((drawn) => {
          const rgb = (c) => c.match(/\d+/g).slice(0, 3).map(Number);
          return [rgb(getComputedStyle(document.querySelector(drawn)).color), rgb(getComputedStyle(document.documentElement).backgroundColor)];
        }, drawn);
      const bright = ([r, g, b]) => r + g + b > 600;
      const [screenInk, screenPaper] = await colours();
      assert.ok(bright(screenInk) && !bright(screenPaper), `dark on screen: ${screenInk} on ${screenPaper}`);
      await page.emulateMedia({ media: "print" });
      const [ink, paper] = await colours();
      await page.emulateMedia({ media: "screen" });
      assert.ok(!bright(ink) && bright(paper), `printed: ${ink} on ${paper}`);
    }
  });

  test("another link pasted over this one shows its document; a damaged link is named as its kind", async () => {
    await page.goto(`${app.url}view.html?lang=en#${EVENT}`);
    await page.waitForSelector(".swiss-standings tbody tr");
    await page.evaluate((league) => (location.hash = league), LEAGUE);
    await page.waitForSelector(".standings-table tbody tr.standing");
    for (const [lang, address, words] of [
      ["en", "#e=AAAA", /^The event could not be loaded/],
      ["ja", "#t=Zm9v", /^大会を読み込めませんでした/],
      ["en", "#s=AQ", /could not be loaded.*ends after 1 byte(?!s)/],
    ]) {
      await page.goto(`${app.url}view.html?lang=${lang}${address}`);
      const problem = await page.waitForSelector(".embed-problem");
      assert.match(await problem.textContent(), words, address);
    }
  });

  test("the organiser pages' embed addresses still open, in the viewer", async () => {
    for (const [address, drawn] of [
      [`?embed&lang=ja#${LEAGUE}`, ".standings-table tbody tr.standing"],
      [`swiss.html?embed&lang=ja#${EVENT}`, ".swiss-standings tbody tr"],
      [`stages.html?embed&lang=ja#${STAGED}`, ".finals-table tbody th"],
      // Naming nothing: the example of the page the address was written for.
      ["swiss.html?embed&lang=en", ".swiss-standings tbody tr"],
    ]) {
      const frame = await framed(address);
      await frame.waitForSelector(drawn, { timeout: 30000 });
      assert.equal(new URL(frame.url()).pathname, `${PREFIX}view.html`, address);
      // Only the example says that it is one.
      const note = await frame.$$eval(".example-note", (ps) => ps.map((p) => p.textContent));
      assert.deepEqual(note, address.includes("#") ? [] : ["This address names no event: what follows is an example. If a link brought you here, it may have been cut short."], address);
    }
  });

  test("src= on a server without CORS: the frame says what the site must change, in the reader's language", async () => {
    for (const [lang, words] of [["en", /Access-Control-Allow-Origin: \*.*share link/], ["ja", /Access-Control-Allow-Origin: \*.*共有リンク/]]) {
      const frame = await framed(`view.html?embed&src=${encodeURIComponent("../data/league.json")}&lang=${lang}`);
      const problem = await frame.waitForSelector(".embed-problem", { timeout: 30000 });
      const text = await problem.textContent();
      assert.match(text, /league\.json/);
      assert.match(text, words);
      await page.locator("#view").screenshot({ path: join(SHOTS, `view-no-cors-${lang}.png`) });
    }
  });

  test("src= naming a damaged file: the frame names the file, line, field and the words it takes, in the reader's language", async () => {
    for (const [lang, words] of [["en", /unknown value "win": expected "a", "b", "draw"/], ["ja", /値 "win" は使えません（使えるもの："a"、"b"、"draw"/]]) {
      await page.goto(`${app.url}view.html?lang=${lang}&src=${encodeURIComponent("../data/damaged.json")}`);
      const problem = await page.waitForSelector(".embed-problem", { timeout: 30000 });
      const text = await problem.textContent();
      assert.match(text, /damaged\.json/);
      assert.match(text, /5:40/);
      assert.match(text, /games\[0\]\.result/);
      assert.match(text, words);
      await page.screenshot({ path: join(SHOTS, `view-damaged-file-${lang}.png`) });
    }
  });

  test("src= naming a file of another kind than the address says: the viewer hands it on, and it refreshes", async () => {
    // The league's viewer reads the address (no kind=) and fetches the file: a Swiss event,
    // which it hands, with its text, to the Swiss viewer; that one draws it, and refreshes.
    await page.goto(`${app.url}view.html?lang=en&refresh=2&src=${encodeURIComponent("../data/event.json")}`);
    await page.waitForSelector(".swiss-standings tbody tr", { timeout: 30000 });
    assert.deepEqual(await viewerScripts(page), ["view-league-file.js", "view-swiss-file.js"]);
    const fetches = () =>
      page.evaluate(() => performance.getEntriesByType("resource").filter((e) => e.name.endsWith("event.json")).length);
    assert.equal(await fetches(), 1, "the Swiss viewer reads the file it was given without fetching it again");
    await page.waitForFunction(() => performance.getEntriesByType("resource").filter((e) => e.name.endsWith("event.json")).length >= 3, null, { timeout: 15000 });
    assert.equal(await page.locator(".swiss-standings").count(), 1);
    assert.equal(await page.locator(".standings-table").count(), 0);
    // The address with its kind loads the Swiss file viewer alone.
    await page.goto(`${app.url}view.html?lang=en&kind=event&src=${encodeURIComponent("../data/event.json")}`);
    await page.waitForSelector(".swiss-standings tbody tr", { timeout: 30000 });
    assert.deepEqual(await viewerScripts(page), ["view-swiss-file.js"]);
    assert.equal(pageErrors.length, 0, pageErrors.join("\n"));
  });

  test("src= naming a table: the table's viewer alone when its name says so, else handed on; its errors say where", async () => {
    // A TRF by its name: the Swiss event's table viewer alone, whatever kind= says.
    await page.goto(`${app.url}view.html?lang=en&src=${encodeURIComponent("../data/event.trf")}`);
    await page.waitForSelector(".swiss-standings tbody tr", { timeout: 30000 });
    assert.equal(await page.locator(".swiss-standings tbody tr.standing").count(), 11);
    assert.deepEqual(await viewerScripts(page), ["view-swiss-table.js"]);
    // A name that says nothing: the JSON file's viewer fetches it and hands the TRF on.
    await page.goto(`${app.url}view.html?lang=en&kind=event&src=${encodeURIComponent("../data/latest")}`);
    await page.waitForSelector(".swiss-standings tbody tr", { timeout: 30000 });
    assert.equal(await page.locator(".swiss-standings tbody tr.standing").count(), 11);
    assert.deepEqual(await viewerScripts(page), ["view-swiss-file.js", "view-swiss-table.js"]);
    // A league's crosstable: the league's table viewer.
    await page.goto(`${app.url}view.html?lang=ja&src=${encodeURIComponent("../data/crosstable.csv")}`);
    await page.waitForSelector(".standings-table tbody tr.standing", { timeout: 30000 });
    assert.equal(await page.locator(".standings-table tbody tr.standing").count(), 10);
    assert.deepEqual(await viewerScripts(page), ["view-league-table.js"]);
    await page.screenshot({ path: join(SHOTS, "view-crosstable-ja.png") });
    // A damaged TRF: the file, its line and column, and what is wrong, in the reader's language.
    for (const [lang, words] of [["en", /invalid TRF result code.*"Q"/], ["ja", /TRF の結果の記号.*"Q"/]]) {
      await page.goto(`${app.url}view.html?lang=${lang}&src=${encodeURIComponent("../data/damaged.trf")}`);
      const problem = await page.waitForSelector(".embed-problem", { timeout: 30000 });
      const text = await problem.textContent();
      assert.match(text, /damaged\.trf:3:102/);
      assert.match(text, words);
      assert.doesNotMatch(text, /cannot describe|説明できません/);
      await page.screenshot({ path: join(SHOTS, `view-damaged-trf-${lang}.png`) });
    }
    assert.equal(pageErrors.length, 0, pageErrors.join("\n"));
  });

  test("a browser without DecompressionStream (Safari before 16.4): the viewer inflates its wasm itself", async () => {
    const old = await context.newPage();
    old.on("pageerror", (e) => pageErrors.push(String(e)));
    try {
      await old.addInitScript(() => {
        delete window.DecompressionStream;
      });
      await old.goto(`${app.url}view.html?lang=en#${EVENT}`);
      await old.waitForSelector(".swiss-standings tbody tr.standing", { timeout: 30000 });
      assert.equal(await old.evaluate(() => typeof DecompressionStream), "undefined");
      assert.deepEqual(await viewerScripts(old), ["view-swiss.js"]);
    } finally {
      await old.close();
    }
    assert.equal(pageErrors.length, 0, pageErrors.join("\n"));
  });

  test("the viewer's script missing from the site: the frame says so, in both languages", async () => {
    const bare = await serve(BUILD, PREFIX, { cors: false, missing: [`${PREFIX}view-league.js`] });
    try {
      await page.goto(`${host.origin}/host.html?src=${encodeURIComponent(`${bare.url}view.html#${LEAGUE}`)}`);
      const frame = await (await page.waitForSelector("#view")).contentFrame();
      const problem = await frame.waitForSelector(".embed-problem");
      const text = await problem.textContent();
      assert.match(text, /view-league\.js/);
      assert.match(text, /could not load/);
      assert.match(text, /読み込めませんでした/);
    } finally {
      await bare.close();
    }
  });

  test("a share link on a phone: the viewer, offline once visited, and Open in Hoshitori", async () => {
    const phone = await launch(PHONE);
    try {
      const visitor = phone.pages()[0] ?? (await phone.newPage());
      visitor.on("pageerror", (e) => pageErrors.push(String(e)));
      await visitor.goto(`${app.url}view.html?lang=ja#${LEAGUE}`);
      await visitor.waitForSelector(".standings-table tbody tr.standing");
      const places = await visitor.$$eval(".standings-table tbody tr.standing", (rows) => rows.map((r) => r.dataset.player));
      assert.equal(places.length, 10);
      const overflow = await visitor.evaluate(() => document.documentElement.scrollWidth - innerWidth);
      assert.ok(overflow <= 0, `the page scrolls sideways by ${overflow}px`);
      await shot(visitor, "view-share-ja-390");
      await visitor.evaluate(async () => {
        await navigator.serviceWorker.ready;
        if (!navigator.serviceWorker.controller) {
          await new Promise((ok) => navigator.serviceWorker.addEventListener("controllerchange", ok));
        }
      });
      await cachedForOffline(visitor, [
        `${PREFIX}view.html`,
        ...["league", "swiss", "stages", "ko", "league-file", "swiss-file", "stages-file", "league-table", "swiss-table"].map((k) => `${PREFIX}view-${k}.js`),
        `${PREFIX}view-app.css`,
        `${PREFIX}view-swiss.css`,
      ]);
      // The light service worker: the viewer's files, not the organiser pages' wasm.
      const keys = await visitor.evaluate(async () =>
        (await (await caches.open("hoshitori")).keys()).map((r) => new URL(r.url).pathname));
      assert.ok(!keys.some((k) => /hoshitori-(web|swiss|stages|worker)/.test(k)), JSON.stringify(keys));
      await phone.setOffline(true);
      await visitor.reload();
      await visitor.waitForSelector(".standings-table tbody tr.standing");
      assert.deepEqual(
        await visitor.$$eval(".standings-table tbody tr.standing", (rows) => rows.map((r) => r.dataset.player)),
        places,
      );
      await phone.setOffline(false);
      // Open in Hoshitori: the organiser page, the league read-only with "Make my own copy".
      const link = visitor.locator(".foot a");
      assert.equal(new URL(await link.getAttribute("href"), visitor.url()).pathname, PREFIX);
      const [full] = await Promise.all([phone.waitForEvent("page"), link.click()]);
      await full.locator(".shared-banner button.make-copy").waitFor();
    } finally {
      await phone.close();
    }
    assert.equal(pageErrors.length, 0, pageErrors.join("\n"));
  });
});
