// view.html's loader: which of the viewer's scripts an address loads first, before any wasm.
// It must choose as `Launch::viewer` does (src/editor/launch.rs), or a visitor downloads a
// second script; both read tests/fixtures/viewer/addresses.json. Here the loader's own code
// (between view.html's `loader:begin` and `loader:end` lines) runs on each address.
//
// Needs no build: `node --test e2e/view-loader.test.mjs`.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { runInNewContext } from "node:vm";

import { ROOT } from "./helpers.mjs";

const html = readFileSync(join(ROOT, "view.html"), "utf8");
const begin = html.indexOf("// loader:begin");
const end = html.indexOf("// loader:end");
const LOADER = html.slice(begin, end);
const { addresses } = JSON.parse(readFileSync(join(ROOT, "tests/fixtures/viewer/addresses.json"), "utf8"));

/** The script the loader asks for at an address (`query`: decoded pairs; `hash`: the fragment). */
function loads(query, hash) {
  const asked = [];
  const search = `?${new URLSearchParams(query)}`;
  runInNewContext(LOADER, {
    location: { search, hash },
    URLSearchParams,
    window: { hoshitoriView: (name) => asked.push(name) },
  });
  assert.equal(asked.length, 1, "one script asked for");
  return asked[0];
}

test("view.html has its loader between the markers", () => {
  assert.ok(begin > 0 && end > begin);
  assert.match(LOADER, /hoshitoriView\(name\)/);
});

test("the loader chooses the script Launch::viewer chooses, for every address of the table", () => {
  assert.ok(addresses.length > 30);
  for (const { query, hash, viewer, why } of addresses) {
    assert.equal(loads(query, hash), viewer, `${JSON.stringify(query)} ${hash} (${why ?? ""})`);
  }
});

test("every script the table names is one view.html lists", () => {
  for (const { viewer } of addresses) assert.ok(html.includes(`${viewer.includes("-") ? `"${viewer}"` : viewer}: "view-${viewer}.js"`), viewer);
});
