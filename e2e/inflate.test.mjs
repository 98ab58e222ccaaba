// view.html's own inflater, which old browsers (no DecompressionStream) use to unpack each
// viewer's wasm (scripts/inline-wasm.mjs packs it; the build checks every viewer's wasm too):
// against Node's zlib on text, binary, random and repetitive data, at every level (level 0
// writes stored blocks, level 1 fixed codes, level 9 dynamic ones), against Zopfli (which a
// release build packs with: its own block splits and code lengths), and a cut stream refused.
//
// Needs no build: `node --test e2e/inflate.test.mjs`.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { runInNewContext } from "node:vm";
import { deflateSync } from "node:zlib";

import { zlibAsync } from "@gfx/zopfli";

import { pack, viewerInflater, viewerScript } from "../scripts/inline-wasm.mjs";
import { ROOT } from "./helpers.mjs";

const inflate = viewerInflater(readFileSync(join(ROOT, "view.html"), "utf8"));

/** Bytes from a seeded generator (xorshift32), `spread` of them distinct per byte. */
function noise(n, seed, spread = 256) {
  const out = new Uint8Array(n);
  let x = seed;
  for (let i = 0; i < n; i++) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    out[i] = (x >>> 0) % spread;
  }
  return out;
}

const SAMPLES = [
  ["nothing", new Uint8Array(0)],
  ["one byte", Uint8Array.of(7)],
  ["a league file", readFileSync(join(ROOT, "tests/fixtures/spec/fukui43-season.json"))],
  ["a TRF", readFileSync(join(ROOT, "tests/fixtures/swiss/fide-chess-trf.trf"))],
  ["an icon (PNG)", readFileSync(join(ROOT, "icons/icon-192.png"))],
  ["random bytes", noise(70000, 12345)],
  ["a few symbols, long runs back", noise(200000, 99, 4)],
  ["zeros", new Uint8Array(300000)],
];

test("view.html's inflater gives back what zlib deflated, at every level", () => {
  for (const [name, bytes] of SAMPLES) {
    for (const level of [0, 1, 6, 9]) {
      const packed = deflateSync(bytes, { level });
      assert.ok(Buffer.from(inflate(packed)).equals(Buffer.from(bytes)), `${name}, level ${level}`);
    }
  }
});

test("view.html's inflater gives back what Zopfli deflated", async () => {
  for (const [name, bytes] of SAMPLES) {
    const packed = await zlibAsync(bytes, { numiterations: 5 });
    assert.ok(Buffer.from(inflate(packed)).equals(Buffer.from(bytes)), name);
  }
});

test("the viewer's packing: base64 of a zlib stream, Zopfli's smaller than zlib's, both read back", async () => {
  const bytes = readFileSync(join(ROOT, "Cargo.lock"));
  const best = await pack(bytes);
  const quick = await pack(bytes, { best: false });
  for (const packed of [best, quick]) {
    assert.match(packed, /^[A-Za-z0-9+/]+=*$/);
    assert.ok(Buffer.from(inflate(Buffer.from(packed, "base64"))).equals(bytes));
  }
  assert.ok(best.length < quick.length, `${best.length} < ${quick.length}`);
});

test("the viewer's script: minified, ASCII, the packed wasm in its place once", async () => {
  const glue = "let wasm_bindgen = (function () { const greeting = 'まる ○'; return function (init) { window.started = [greeting, init.module_or_path]; return Promise.resolve(); }; })();\n";
  const packed = "QUJD";
  const script = viewerScript(glue, packed, 3);
  assert.equal(script[0], "\ufeff");
  assert.match(script.slice(1), /^[\x00-\x7f]*$/);
  assert.equal(script.split(`"${packed}"`).length, 2);
  assert.doesNotMatch(script, /HOSHITORI_PACKED_WASM|\n\s+/);
  // It runs: the start inflates what it carries and hands it to wasm_bindgen.
  const seen = [];
  const window = {
    hoshitoriInflate: (bytes) => Promise.resolve(bytes),
    hoshitoriFailed: (why) => seen.push(why),
  };
  runInNewContext(script.slice(1), { window, WebAssembly: {}, atob, Uint8Array, Promise, console });
  await new Promise((resolve) => setTimeout(resolve, 0));
  assert.deepEqual(seen, []);
  assert.equal(window.hoshitoriStarted, true);
  assert.equal(window.started[0], "まる ○");
  assert.deepEqual([...window.started[1]], [65, 66, 67]);
});

test("a stream cut short is refused, not read as less", () => {
  const packed = deflateSync(readFileSync(join(ROOT, "Cargo.lock")), { level: 9 });
  assert.throws(() => inflate(packed.subarray(0, packed.length >> 1)), /inflate/);
});
