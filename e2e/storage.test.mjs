// Stored work that cannot be read, on both pages, as a user meets it in Chromium: text that is
// not JSON, and a newer version's format. The page starts on its default document, says why in
// the user's language, offers the stored text as a download (byte for byte), keeps it under the
// page's own key while the user goes on working (never writing over it), and after a reload
// starts normally with the text still kept and offered again, until the user deletes it.
// Screenshots of the notices in both languages.
//
// By hand, after `trunk build --release`: `node --test e2e/storage.test.mjs`.
import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import { mkdirSync, readFileSync } from "node:fs";

import { serve } from "./server.mjs";
import { launch } from "./browser.mjs";
import { BUILD, SHOTS, accessibilityViolations, shot } from "./helpers.mjs";

let server;
let context;

const PAGES = [
  {
    name: "league",
    path: "",
    key: "hoshitori/editor",
    aside: "hoshitori/editor.unreadable",
    future: '{"format": "hoshitori-league/99", "players": []}',
    // An edit: the title.
    edit: async (page) => {
      await page.locator(".field.title input").fill("Edited after the notice");
      await page.locator(".field.title input").blur();
    },
    shown: ".standings-table tbody tr.standing",
  },
  {
    name: "swiss",
    path: "swiss.html",
    key: "hoshitori-swiss",
    aside: "hoshitori-swiss.unreadable",
    future: '{"format": "hoshitori-swiss/99", "players": []}',
    edit: async (page) => {
      await page.locator(".swiss-title").fill("Edited after the notice");
      await page.locator(".swiss-title").blur();
    },
    shown: ".swiss-standings tbody tr.standing",
  },
];

describe("stored work that cannot be read", () => {
  before(async () => {
    mkdirSync(SHOTS, { recursive: true });
    server = await serve(BUILD, "/");
    context = await launch({ acceptDownloads: true });
  });
  after(async () => {
    await context?.close();
    await server?.close();
  });

  for (const p of PAGES) {
    for (const [kind, stored, said] of [
      ["not JSON", '{"format": "hoshitori-app/1", "doc": {"title": "half a save', { en: /could not be read/, ja: /読み取れませんでした/ }],
      ["a future format", p.future, { en: /is not one this version reads/, ja: /この版では読めません/ }],
    ]) {
      test(`${p.name} page: ${kind}`, async () => {
        const page = await context.newPage();
        for (const lang of ["ja", "en"]) {
          await page.goto(`${server.url}${p.path}?lang=${lang}`);
          // Once the page has started (and stored its own), the stored text is replaced.
          await page.locator(p.shown).first().waitFor();
          await page.evaluate(([key, aside, text]) => {
            localStorage.clear();
            localStorage.setItem(key, text);
          }, [p.key, p.aside, stored]);
          await page.reload();
          const notice = page.locator(".stored-refused");
          await notice.waitFor();
          assert.match(await notice.textContent(), said[lang]);
          // The page works on its default document meanwhile.
          await page.locator(p.shown).first().waitFor();
          // The stored text, as it was, kept aside and offered for download.
          assert.equal(await page.evaluate((aside) => localStorage.getItem(aside), p.aside), stored);
          const [download] = await Promise.all([
            page.waitForEvent("download"),
            notice.getByRole("button", { name: lang === "ja" ? "ダウンロード" : "Download" }).click(),
          ]);
          assert.equal(readFileSync(await download.path(), "utf8"), stored);
          await shot(page, `storage-${p.name}-${kind.replace(/ /g, "-")}-${lang}-1400`);
          assert.deepEqual(await accessibilityViolations(page), []);
          // Working on: saved under the page's key, never over the text kept aside.
          await p.edit(page);
          await page.waitForFunction((key) => (localStorage.getItem(key) ?? "").includes("Edited after the notice"), p.key);
          assert.equal(await page.evaluate((aside) => localStorage.getItem(aside), p.aside), stored);
          // A reload starts normally, with the edit, and the text still kept: offered again
          // on every start until the user deletes it.
          await page.reload();
          await page.locator(p.shown).first().waitFor();
          assert.equal(await page.locator(".stored-refused").count(), 0);
          assert.equal(await page.evaluate((aside) => localStorage.getItem(aside), p.aside), stored);
          const earlier = page.locator(".set-aside-earlier");
          await earlier.waitFor();
          assert.match(await earlier.textContent(), lang === "ja" ? /以前このページを開いたときに読み取れなかった作業/ : /could not be read when this page opened earlier/);
          const [again] = await Promise.all([
            page.waitForEvent("download"),
            earlier.getByRole("button", { name: lang === "ja" ? "ダウンロード" : "Download" }).click(),
          ]);
          assert.equal(readFileSync(await again.path(), "utf8"), stored);
          assert.deepEqual(await accessibilityViolations(page), []);
          await shot(page, `storage-${p.name}-${kind.replace(/ /g, "-")}-${lang}-earlier`);
          await page.reload();
          await earlier.waitFor();
          await earlier.getByRole("button", { name: lang === "ja" ? "このブラウザから削除" : "Delete it from this browser" }).click();
          assert.equal(await earlier.count(), 0);
          assert.equal(await page.evaluate((aside) => localStorage.getItem(aside), p.aside), null);
          await page.reload();
          await page.locator(p.shown).first().waitFor();
          assert.equal(await page.locator(".set-aside-earlier").count(), 0);
        }
        await page.close();
      });
    }
  }
});
