// The Swiss page (swiss.html): it opens from the league page, ranks the example (the Tagajo
// method's worked event, round 4 paired), explains a value round by round, works out what-if
// for round 4 (the command line's figures; at 40 players on the workers with progress and
// cancel), takes the round's
// results (the standings stay on screen while a round is half entered, and move to round 4 once
// it is complete), undoes, keeps the event across a reload, opens a TRF file, opens offline once
// the league page's service worker has installed; at 1400 px and on
// a 390×844 touch screen, in Japanese and English, with no page overflow on the phone and
// axe-core clean. Screenshots: target/e2e-screenshots/swiss-*.png.
//
// By hand, after `trunk build --release`: `node --test e2e/swiss.test.mjs`.
import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { PNG } from "pngjs";

import { serve } from "./server.mjs";
import { launch, PHONE } from "./browser.mjs";
import { BUILD, ROOT, SHOTS, shot, accessibilityViolations, openPublishing, openWhatIf } from "./helpers.mjs";

let server;
let desktop;
const errors = [];

async function open(page, lang) {
  await page.goto(`${server.url}swiss.html?lang=${lang}`);
  await page.locator(".swiss-standings tbody tr").first().waitFor();
}

/** The standings as [place, name] rows. */
// Opening a file over an event that holds players asks first, in the page; this answers yes.
async function openFile(page, file) {
  await page.locator(".swiss-toolbar input[type=file]").setInputFiles(file);
  await page.locator(".swiss-confirm .confirm").click();
}

async function standings(page) {
  return page.locator(".swiss-standings tbody tr").evaluateAll((rows) =>
    rows.map((r) => [r.cells[0].textContent.trim(), r.querySelector("th .who").textContent.trim()]),
  );
}

describe("the Swiss page", () => {
  before(async () => {
    mkdirSync(SHOTS, { recursive: true });
    server = await serve(BUILD, "/");
    desktop = await launch();
  });
  after(async () => {
    await desktop?.close();
    await server?.close();
  });

  test("the league page links to it, and it ranks and explains the example", async () => {
    const page = await desktop.newPage();
    page.on("pageerror", (e) => errors.push(String(e)));
    await page.setViewportSize({ width: 1400, height: 900 });
    await page.goto(`${server.url}?lang=en`);
    await page.locator("a[href='swiss.html']").click();
    await page.locator(".swiss-standings tbody tr").first().waitFor();
    await page.goto(`${server.url}swiss.html?lang=en`);
    await page.locator(".swiss-standings tbody tr").first().waitFor();
    // Three rounds played: the Tagajo order after round 3 (swiss.md's event, tests/swiss.rs).
    const rows = await standings(page);
    assert.equal(rows.length, 10);
    assert.deepEqual(await page.locator(".swiss-standings thead th").allTextContents(),
      ["Place", "Name", "NBW", "SOSW", "SOSOSW", "SODOSW", "SODOSODOSW", "Decided by"]);
    // A value opens to its arithmetic: the SOSW of the leader, round by round.
    const first = rows[0][1];
    await page.getByRole("button", { name: `${first} SOSW` }).click();
    const panel = page.locator(".swiss-explain");
    await panel.waitFor();
    assert.match(await panel.textContent(), /Round 1: .* — Round 2: |Round 1:/);
    assert.equal(await panel.locator("li").count(), 3);
    // What-if for round 4: the same counts as `hoshitori what-if` on the same event
    // (tagajo.json with round 4 unplayed: P04 first in 87.5 % of the 32 outcomes, top 3 always).
    await openWhatIf(page);
    await page.getByRole("button", { name: "Work it out" }).click();
    const status = page.locator(".swiss-whatif [role=status]");
    await status.waitFor();
    assert.match(await status.textContent(), /^5 games to play, 32 outcomes \(every outcome counted/);
    const leader = await page.locator(".swiss-whatif tbody tr").first().locator("th, td").allTextContents();
    assert.deepEqual(leader, ["P04", "1", "3", "87.5", "100.0"]);
    await shot(page, "swiss-en-1400");
    assert.deepEqual(await accessibilityViolations(page), []);
    await page.close();
  });

  test("entering round 4: half entered keeps the standings, complete moves them on, undo", async () => {
    const page = await desktop.newPage();
    await page.setViewportSize({ width: 1400, height: 900 });
    await open(page, "ja");
    await page.getByRole("button", { name: "例に戻す" }).click();
    await page.locator(".swiss-confirm .confirm").click();
    const selects = page.locator(".swiss-entry select");
    assert.equal(await selects.count(), 5);
    await selects.nth(0).selectOption("1-0");
    await page.locator(".swiss-standings .note").waitFor();
    assert.match(await page.locator(".swiss-standings .note").textContent(), /4回戦：入力中（1\/5）/);
    for (let k = 1; k < 5; k++) await selects.nth(k).selectOption("0-1");
    await page.locator(".swiss-entry", { hasText: "結果のない対局はありません" }).waitFor();
    // The last planned round played: nothing is left to work out.
    assert.equal(await page.locator(".swiss-whatif").count(), 0);
    const wall = page.locator(".swiss-wallchart tbody tr").first();
    assert.equal(await wall.locator("td").nth(4).textContent() !== "", true);
    await shot(page, "swiss-ja-1400");
    // Kept across a reload (localStorage), then undone back to round 4 paired.
    await page.reload();
    await page.locator(".swiss-standings tbody tr").first().waitFor();
    assert.equal(await page.locator(".swiss-entry select").count(), 0);
    await page.getByRole("button", { name: "例に戻す" }).click();
    await page.locator(".swiss-confirm .confirm").click();
    assert.equal(await page.locator(".swiss-entry select").count(), 5);
    await page.getByRole("button", { name: "元に戻す" }).click();
    assert.equal(await page.locator(".swiss-entry select").count(), 0);
    assert.deepEqual(await accessibilityViolations(page), []);
    await page.close();
  });

  test("what-if on the workers: progress, cancel, and the command line's answer at 40 players", async () => {
    const page = await desktop.newPage();
    page.on("pageerror", (e) => errors.push(String(e)));
    await page.setViewportSize({ width: 1400, height: 900 });
    await open(page, "en");
    // Round 4 of 4 not paired yet: each outcome pairs it as the event pairs (the file's lots),
    // what `hoshitori what-if tests/fixtures/swiss/tagajo-round4.json --seats 3` prints.
    const round4 = join(ROOT, "tests/fixtures/swiss/tagajo-round4.json");
    await openFile(page, round4);
    await page.getByRole("heading", { name: "What-if for the rounds left" }).waitFor();
    await openWhatIf(page);
    await page.getByRole("button", { name: "Work it out" }).click();
    const paired = page.locator(".swiss-whatif-result [role=status]");
    await paired.waitFor();
    assert.match(await paired.textContent(), /^0 games to play and 1 round not paired yet \(paired for each outcome the way the event pairs, lots drawn at random unless given\), 32 outcomes \(every outcome counted/);
    assert.deepEqual(
      await page.locator(".swiss-whatif-result tbody tr").first().locator("th, td").allTextContents(),
      ["P04", "1", "3", "87.5", "100.0"]);
    await shot(page, "swiss-whatif-to-pair-en-1400");
    // The same event without a pairing system (paired elsewhere): the panel says how to get a
    // round to work out.
    const elsewhere = JSON.parse(readFileSync(round4, "utf8"));
    delete elsewhere.pairing;
    const file = join(mkdtempSync(join(tmpdir(), "hoshitori-")), "round4-paired-elsewhere.json");
    writeFileSync(file, JSON.stringify(elsewhere));
    await openFile(page, file);
    await page.locator(".swiss-whatif .note", { hasText: "pair the next round (Run the event)" }).waitFor();
    await openFile(page, join(ROOT, "tests/fixtures/swiss/last-round-40.json"));
    await page.locator(".swiss-standings tbody tr").nth(39).waitFor();
    await openWhatIf(page);
    const form = page.locator(".swiss-whatif-form");
    const run = page.getByRole("button", { name: "Work it out" });
    // At ±0.1 points about a million outcomes are drawn: the page says how far it has got and
    // stops when asked.
    await form.locator("select").selectOption({ label: "±0.1 percentage points" });
    await run.click();
    const progress = page.locator(".swiss-whatif-progress");
    await progress.getByText(/outcomes drawn \(now ±/).waitFor();
    assert.equal(await run.isDisabled(), true);
    await progress.getByRole("button", { name: "Cancel" }).click();
    await page.locator(".swiss-whatif", { hasText: "Stopped before it finished." }).waitFor();
    // At ±2 points, what `hoshitori what-if tests/fixtures/swiss/last-round-40.json
    // --precision 2 --seats 3` prints (the same seed, batches and searches on any number of
    // workers).
    await form.locator("select").selectOption({ label: "±2 percentage points" });
    await run.click();
    const result = page.locator(".swiss-whatif-result", { hasText: "20 games to play" });
    await result.waitFor();
    assert.equal(
      await result.locator("[role=status]").textContent(),
      "20 games to play, 3072 outcomes (outcomes sampled; a best or worst place marked ? is the one found, not proven; each equally likely; every share within ±1.8 percentage points at 95 %)",
    );
    const rows = await result.locator("tbody tr").evaluateAll((rows) =>
      rows.slice(0, 2).map((r) => [...r.cells].map((c) => c.textContent.trim())));
    assert.deepEqual(rows, [["P14", "1", "4?", "49.7", "99.3"], ["P32", "1", "5", "50.3", "68.8"]]);
    await shot(page, "swiss-whatif-en-1400");
    assert.deepEqual(await accessibilityViolations(page), []);
    await page.close();
  });

  test("opens a TRF file and names a bad one", async () => {
    const page = await desktop.newPage();
    await open(page, "en");
    const trf = join(ROOT, "tests/fixtures/swiss/fide-chess-trf.trf");
    await openFile(page, trf);
    await page.locator(".swiss-standings thead th", { hasText: "BH-C1" }).waitFor();
    assert.equal((await standings(page))[0][1], "P02");
    const bad = join(ROOT, "tests/fixtures/errors/swiss-mismatch.trf");
    await page.locator("input[type=file]").setInputFiles(bad);
    const alert = page.locator(".swiss-toolbar [role=alert]");
    await alert.waitFor();
    assert.match(await alert.textContent(), /swiss-mismatch\.trf:3:92: round 1: "Aoki" and "Baba"/);
    // What was shown stays.
    assert.equal((await standings(page))[0][1], "P02");
    // Asked first, the user can keep the event shown.
    await page.locator(".swiss-toolbar input[type=file]").setInputFiles(join(ROOT, "tests/fixtures/swiss/tagajo.json"));
    assert.match(await page.locator(".swiss-confirm").textContent(), /Replace the current event with “tagajo\.json”\?/);
    await page.locator(".swiss-confirm .keep").click();
    assert.equal(await page.locator(".swiss-confirm").count(), 0);
    assert.equal((await standings(page))[0][1], "P02");
    // On the league page, a Swiss file goes to the Swiss page, which opens it (asking first
    // over the event it holds); a league file on the Swiss page goes to the league page.
    await page.goto(`${server.url}?lang=en`);
    await page.locator(".toolbar input[type=file]").setInputFiles(join(ROOT, "tests/fixtures/swiss/tagajo.json"));
    await page.waitForURL(/swiss\.html/);
    await page.locator(".swiss-confirm .confirm").click();
    await page.locator(".swiss-standings tbody tr").first().waitFor();
    assert.equal((await standings(page))[0][1], "P04");
    assert.equal(new URL(page.url()).search, "");
    assert.equal(await page.evaluate(() => localStorage.getItem("hoshitori/handoff")), null);
    await page.locator(".swiss-toolbar input[type=file]").setInputFiles(join(ROOT, "tests/fixtures/spec/fukui-table2.json"));
    await page.waitForURL((url) => !url.pathname.endsWith("swiss.html"));
    await page.locator(".crosstable").waitFor();
    assert.equal(await page.evaluate(() => localStorage.getItem("hoshitori/handoff")), null);
    await page.close();
  });

  test("exports: the standings with the deciding values as an HTML table, SVG and PNG images", async () => {
    await desktop.grantPermissions(["clipboard-read", "clipboard-write"]);
    const page = await desktop.newPage();
    page.on("pageerror", (e) => errors.push(String(e)));
    await page.setViewportSize({ width: 1400, height: 900 });
    await open(page, "en");
    await openFile(page, join(ROOT, "tests/fixtures/swiss/fide-chess.json"));
    const panel = page.locator(".swiss-publish");
    await openPublishing(page);
    await panel.locator("button.copy-html").click();
    await panel.locator(".publish-actions + .copied").waitFor({ timeout: 30000 });
    const html = await page.evaluate(async () => {
      const [item] = await navigator.clipboard.read();
      return (await item.getType("text/html")).text();
    });
    assert.match(html, /<table/);
    assert.ok(!/<style|<script|class=/.test(html), "inline styles only");
    // P03 sixth by PS, 10.5 against 8 (tests/exports.rs, from the specification's example).
    assert.match(html, />P03<\/th>.*?>PS<\/span> <span[^>]*>10\.5 &gt; 8<\/span>/);
    const [svg] = await Promise.all([page.waitForEvent("download"), panel.locator("button.save-svg").click()]);
    assert.match(svg.suggestedFilename(), /\.svg$/);
    const svgText = readFileSync(await svg.path(), "utf8");
    assert.match(svgText, /<svg[^>]+viewBox/);
    for (const name of ["P01", "P03", "P10"]) assert.ok(svgText.includes(name), name);
    const [png] = await Promise.all([page.waitForEvent("download"), panel.locator("button.save-png").click()]);
    assert.match(png.suggestedFilename(), /\.png$/);
    const image = PNG.sync.read(readFileSync(await png.path()));
    const width = Number(/width="([\d.]+)"/.exec(svgText)[1]);
    assert.equal(image.width, Math.ceil(width * 2));
    let dark = 0;
    for (let k = 0; k < image.data.length; k += 4) if (image.data[k] < 100 && image.data[k + 3] > 200) dark++;
    assert.ok(dark > 1000, `${dark} dark pixels`);
    writeFileSync(join(SHOTS, "swiss-export-en.png"), readFileSync(await png.path()));
    await page.close();
  });

  test("on a phone: no sideways page, tap targets, both languages", async () => {
    const phone = await launch(PHONE);
    try {
    const page = phone.pages()[0] ?? (await phone.newPage());
    for (const lang of ["ja", "en"]) {
      await open(page, lang);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      assert.ok(overflow <= 0, `${lang}: the page scrolls sideways by ${overflow}px`);
      const small = await page.locator("button, select, .button").evaluateAll((els) =>
        els.filter((e) => e.offsetParent).map((e) => e.getBoundingClientRect())
          .filter((r) => r.height < 44 || r.width < 44).length);
      assert.equal(small, 0, `${lang}: tap targets under 44 px`);
      await shot(page, `swiss-${lang}-390`);
      assert.deepEqual(await accessibilityViolations(page), [], lang);
    }
    } finally {
      await phone.close();
    }
  });

  test("offline: the league page's service worker caches the Swiss page too", async () => {
    const page = await desktop.newPage();
    await page.goto(`${server.url}?lang=ja`);
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
      if (!navigator.serviceWorker.controller) {
        await new Promise((ok) => navigator.serviceWorker.addEventListener("controllerchange", ok));
      }
    });
    const cached = await page.evaluate(async () => {
      for (let k = 0; k < 100; k++) {
        const keys = (await (await caches.open("hoshitori")).keys()).map((r) => new URL(r.url).pathname);
        if (keys.includes("/hoshitori-swiss_bg.wasm") && keys.includes("/swiss.html")) return keys;
        await new Promise((ok) => setTimeout(ok, 100));
      }
      return [];
    });
    assert.ok(cached.includes("/hoshitori-swiss.js"), JSON.stringify(cached));
    // Its what-if runs on the league page's workers, cached too.
    assert.ok(cached.includes("/hoshitori-worker_bg.wasm"), JSON.stringify(cached));
    const origin = new URL(page.url()).origin;
    await server.close();
    server = null;
    await desktop.setOffline(true);
    await page.goto(`${origin}/swiss.html?lang=ja`);
    await page.locator(".swiss-standings tbody tr").first().waitFor();
    // The event kept from the tests before (fide-chess.json, opened for the exports: 11
    // players), offline.
    assert.equal(await page.locator(".swiss-standings tbody tr").count(), 11);
    await desktop.setOffline(false);
    await page.close();
  });

  test("no page errors", () => {
    assert.deepEqual(errors, []);
  });
});

// Share links of Swiss events (src/web/swiss/share.rs, opened.rs; docs/swiss-format.md "Share
// links"): the Share panel makes the link and its QR code; the link opens in a new page
// read-only over the user's own event with the same standings, and "Make my own copy" keeps it;
// a damaged link is named over the user's event; `?src=` opens a published event file (and
// names a missing one or a league); the league page sends an event's link to the Swiss page.
// Screenshots: swiss-share-*.png (the publish panel's share link), swiss-opened-*.png.
describe("the Swiss page's share links", () => {
  let server;
  let browser;
  const pageErrors = [];
  const fixture = (path) => readFileSync(join(ROOT, path));

  async function open(page, lang) {
    await page.goto(`${server.url}swiss.html?lang=${lang}`);
    await page.locator(".swiss-standings tbody tr").first().waitFor();
  }

  /** Every row of the standings as its cells' text. */
  const rowsOf = (page) =>
    page.locator(".swiss-standings tbody tr").evaluateAll((rows) =>
      rows.map((r) => [...r.cells].map((c) => c.textContent.trim())));

  before(async () => {
    mkdirSync(SHOTS, { recursive: true });
    server = await serve(BUILD, "/", {
      routes: {
        "/events/rif-team.json": () => ({ body: fixture("tests/fixtures/swiss/rif-team.json"), type: "application/json" }),
        "/events/fide.trf": () => ({ body: fixture("tests/fixtures/swiss/fide-chess-trf.trf"), type: "text/plain" }),
        "/events/league.json": () => ({ body: fixture("tests/fixtures/spec/fukui-table2.json"), type: "application/json" }),
      },
    });
    browser = await launch();
  });
  after(async () => {
    await browser?.close();
    await server?.close();
  });

  test("a link opens read-only with the same standings, and becomes my own copy", async () => {
    const page = await browser.newPage();
    page.on("pageerror", (e) => pageErrors.push(String(e)));
    await page.setViewportSize({ width: 1400, height: 900 });
    await open(page, "en");
    // The event to share: the FIDE TRF; then the user's own goes back to the example.
    await openFile(page, join(ROOT, "tests/fixtures/swiss/fide-chess-trf.trf"));
    await page.locator(".swiss-standings thead th", { hasText: "BH-C1" }).waitFor();
    const shared = await rowsOf(page);
    await openPublishing(page);
    const field = page.locator(".swiss-publish .share-link");
    await field.waitFor();
    const link = await field.inputValue();
    assert.match(link, /\/view\.html#e=[A-Za-z0-9_-]+$/);
    // Opened in English (a link opens in the reader's language otherwise).
    // The viewer opens share links; the Swiss page still opens them (pinned links), read-only.
    const linkEn = link.replace("view.html#", "swiss.html?lang=en#");
    assert.equal(await page.locator(".swiss-publish .open-link").getAttribute("href"), link);
    assert.equal(await page.locator(".swiss-publish .qr svg").count(), 1);
    assert.deepEqual(await accessibilityViolations(page), []);
    await page.locator(".swiss-publish .share").screenshot({ path: join(SHOTS, "swiss-share-en-1400.png") });
    await page.getByRole("button", { name: "Back to the example" }).click();
    await page.locator(".swiss-confirm .confirm").click();
    await page.locator(".swiss-standings thead th", { hasText: "SODOSW" }).first().waitFor();
    const mine = await rowsOf(page);
    assert.notDeepEqual(mine, shared);

    // Opened in a new page: the shared event, read-only, over the user's own.
    const other = await browser.newPage();
    other.on("pageerror", (e) => pageErrors.push(String(e)));
    await other.setViewportSize({ width: 1400, height: 900 });
    await other.goto(linkEn);
    await other.locator(".swiss-banner").waitFor();
    await other.locator(".swiss-standings tbody tr").first().waitFor();
    assert.deepEqual(await rowsOf(other), shared);
    assert.equal(await other.locator(".swiss-entry, .swiss-rules, .swiss-publish, input[type=file]").count(), 0);
    // A value still opens to its arithmetic.
    await other.locator(".swiss-standings .value-cell button.value").first().click();
    await other.locator(".swiss-explain").waitFor();
    await shot(other, "swiss-opened-en-1400");
    assert.deepEqual(await accessibilityViolations(other), []);
    // Back to my event: the example, untouched.
    await other.getByRole("button", { name: "Back to my event" }).click();
    await other.locator(".swiss-toolbar input[type=file]").waitFor({ state: "attached" });
    assert.deepEqual(await rowsOf(other), mine);
    assert.equal(new URL(other.url()).hash, "");
    // Again, and make my own copy: editable, and kept across a reload.
    await other.goto(linkEn);
    await other.locator(".swiss-banner").waitFor();
    await other.getByRole("button", { name: "Make my own copy" }).click();
    await other.locator(".swiss-toolbar input[type=file]").waitFor({ state: "attached" });
    assert.deepEqual(await rowsOf(other), shared);
    assert.equal(new URL(other.url()).hash, "");
    await other.reload();
    await other.locator(".swiss-standings tbody tr").first().waitFor();
    assert.deepEqual(await rowsOf(other), shared);
    await other.close();
    await page.close();
  });

  test("a damaged link is named over the user's event, in both languages", async () => {
    const page = await browser.newPage();
    page.on("pageerror", (e) => pageErrors.push(String(e)));
    for (const [lang, message] of [
      ["ja", /^大会を読み込めませんでした：共有リンクが途中で切れています（\d+ バイトで終わっています）$/],
      ["en", /^The event could not be loaded: the share link is cut short: it ends after \d+ bytes$/],
    ]) {
      await page.goto(`${server.url}swiss.html?lang=${lang}#e=AQgBAgIG5Li45`);
      const alert = page.locator(".swiss-app > .swiss-error[role=alert]");
      await alert.waitFor();
      assert.match(await alert.textContent(), message);
      await page.locator(".swiss-standings tbody tr").first().waitFor();
      assert.equal(await page.locator(".swiss-banner").count(), 0);
      assert.deepEqual(await accessibilityViolations(page), [], lang);
    }
    await page.close();
  });

  test("src= opens a published event read-only, and names what it cannot open", async () => {
    const page = await browser.newPage();
    page.on("pageerror", (e) => pageErrors.push(String(e)));
    await page.setViewportSize({ width: 1400, height: 900 });
    await page.goto(`${server.url}swiss.html?lang=ja&src=events/rif-team.json`);
    await page.locator(".swiss-banner").waitFor();
    await page.locator(".swiss-standings tbody tr").first().waitFor();
    assert.equal(await page.locator(".swiss-standings tbody tr").count(), 5);
    assert.match(await page.locator("h1").textContent(), /RIF team event/);
    await shot(page, "swiss-opened-ja-1400");
    assert.deepEqual(await accessibilityViolations(page), []);
    // A TRF file too.
    await page.goto(`${server.url}swiss.html?lang=en&src=events/fide.trf`);
    await page.locator(".swiss-banner").waitFor();
    await page.locator(".swiss-standings thead th", { hasText: "BH-C1" }).waitFor();
    for (const [src, message] of [
      ["events/missing.json", "The event could not be loaded: events/missing.json: the site answered HTTP 404"],
      ["events/league.json", "The event could not be loaded: events/league.json: this is a round-robin league: open it on the league page (Round-robin league)"],
    ]) {
      await page.goto(`${server.url}swiss.html?lang=en&src=${src}`);
      const alert = page.locator(".swiss-app > .swiss-error[role=alert]");
      await alert.waitFor();
      assert.equal(await alert.textContent(), message);
      await page.locator(".swiss-standings tbody tr").first().waitFor();
    }
    await page.close();
  });

  test("the league page sends an event's link to the Swiss page", async () => {
    const page = await browser.newPage();
    page.on("pageerror", (e) => pageErrors.push(String(e)));
    const link = readFileSync(join(ROOT, "tests/fixtures/share/swiss/rif-team.txt"), "utf8").trim();
    await page.goto(`${server.url}?lang=en#${link}`);
    await page.locator(".swiss-banner").waitFor();
    assert.equal(new URL(page.url()).pathname, "/swiss.html");
    assert.equal(new URL(page.url()).hash, `#${link}`);
    assert.equal(await page.locator(".swiss-standings tbody tr").count(), 5);
    await page.close();
    // And the Swiss page sends a league's link to the league page.
    const second = await browser.newPage();
    second.on("pageerror", (e) => pageErrors.push(String(e)));
    const league = readFileSync(join(ROOT, "tests/fixtures/share/fukui43.txt"), "utf8").trim();
    await second.goto(`${server.url}swiss.html?lang=en#${league}`);
    await second.locator(".shared-banner").waitFor();
    assert.equal(new URL(second.url()).pathname, "/");
    await second.close();
  });

  test("on a phone: the share panel and an opened event, both languages", async () => {
    const phone = await launch(PHONE);
    try {
      const page = phone.pages()[0] ?? (await phone.newPage());
      page.on("pageerror", (e) => pageErrors.push(String(e)));
      for (const lang of ["ja", "en"]) {
        await open(page, lang);
        await openPublishing(page);
        await page.locator(".swiss-publish .qr svg").waitFor();
        const link = await page.locator(".swiss-publish .share-link").inputValue();
        await page.locator(".swiss-publish .share").screenshot({ path: join(SHOTS, `swiss-share-${lang}-390.png`) });
        if (lang === "ja") {
          await page.setViewportSize({ width: 1400, height: 900 });
          await page.locator(".swiss-publish .share").screenshot({ path: join(SHOTS, "swiss-share-ja-1400.png") });
          await page.setViewportSize({ width: PHONE.viewport.width, height: PHONE.viewport.height });
        }
        const opened = await phone.newPage();
        opened.on("pageerror", (e) => pageErrors.push(String(e)));
        await opened.goto(link.replace("view.html#", `swiss.html?lang=${lang}#`));
        await opened.locator(".swiss-banner").waitFor();
        await shot(opened, `swiss-opened-${lang}-390`);
        for (const [view, p] of [["share", page], ["opened", opened]]) {
          const overflow = await p.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
          assert.ok(overflow <= 0, `${lang} ${view}: the page scrolls sideways by ${overflow}px`);
          const small = await p.locator("button, select, .button, summary").evaluateAll((els) =>
            els.filter((e) => e.offsetParent).map((e) => e.getBoundingClientRect())
              .filter((r) => r.height < 44 || r.width < 44).length);
          assert.equal(small, 0, `${lang} ${view}: tap targets under 44 px`);
          assert.deepEqual(await accessibilityViolations(p), [], `${lang} ${view}`);
        }
        await opened.getByRole("button", { name: lang === "ja" ? "自分の大会に戻る" : "Back to my event" }).click();
        await opened.locator(".swiss-publish").waitFor();
        await opened.close();
      }
    } finally {
      await phone.close();
    }
  });

  test("no page errors", () => {
    assert.deepEqual(pageErrors, []);
  });
});
