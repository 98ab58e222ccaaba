// Trunk's post-build hook (Trunk.toml): makes each of the viewer's classic scripts
// view-KIND.js, which carries its own wasm, from that viewer's wasm-bindgen output
// (hoshitori-view-KIND.js, no-modules, and hoshitori-view-KIND_bg.wasm, built by index.html's
// links; KIND is league, swiss, stages or ko, league-file, swiss-file or stages-file, and
// league-table or swiss-table).
//
// Why: the viewer must start inside another site's `<iframe sandbox="allow-scripts">`, whose
// origin is opaque. There a module script, or a wasm fetched by script, is a cross-origin
// request that the browser refuses unless the server sends CORS headers, which many do not. A
// classic `<script src>` loads from any server, so the wasm travels inside it.
//
// How: the wasm deflated (zlib's format) and written in base64, plain ASCII that every server and
// charset passes unchanged. Its gzip is about the size of the deflated wasm (the bytes as one
// Latin-1 string, which this wrote before, cost 7% more), and a server that compresses nothing
// sends about 60% of the wasm's size instead of 150%. A release build deflates with Zopfli
// (npm's @gfx/zopfli, Google's Zopfli built to wasm), whose streams any inflater reads and
// which are about 6% smaller than zlib's level 9 (the viewer of an event in stages' file: 156.9
// KiB gzip with zlib, 148.2 with Zopfli), at about a second a viewer; a debug build uses zlib.
// view.html's `hoshitoriInflate` inflates it (the browser's DecompressionStream, or its own
// small inflater in browsers without one); the script checks the length it gets, so a file
// mangled on the way says so (view.html's `hoshitoriFailed`). This hook checks view.html's own
// inflater against each wasm it packs. The glue and the start are minified (esbuild: 6.2 KiB
// gzip as wasm-bindgen writes them, 4.8 minified).
//
//   node scripts/inline-wasm.mjs [staging directory]   (default: $TRUNK_STAGING_DIR)
import { readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { runInNewContext } from "node:vm";
import { deflateSync } from "node:zlib";

import { zlibAsync } from "@gfx/zopfli";
import { transformSync } from "esbuild";

/** view.html's fallback inflater (between its `inflate:begin` and `inflate:end` lines), to run
 *  here: `inflate(bytes)` gives the inflated bytes. */
export function viewerInflater(viewHtml) {
  const begin = viewHtml.indexOf("// inflate:begin");
  const end = viewHtml.indexOf("// inflate:end");
  if (begin < 0 || end < begin) throw new Error("inline-wasm: view.html has no inflater");
  const sandbox = {};
  runInNewContext(`${viewHtml.slice(begin, end)}\nthis.inflate = inflate;`, sandbox);
  return sandbox.inflate;
}

/** The wasm as the script carries it: deflated in zlib's format (by Zopfli when `best`, else by
 *  zlib at level 9), in base64. */
export async function pack(bytes, { best = true } = {}) {
  const packed = best ? Buffer.from(await zlibAsync(bytes, { numiterations: 15 })) : deflateSync(bytes, { level: 9, memLevel: 9 });
  return packed.toString("base64");
}

/** Where the packed wasm goes in the minified script: a string literal minifying leaves as it is. */
const PLACE = "HOSHITORI_PACKED_WASM";

/** The viewer's script: `script(…)` minified, with the packed wasm in its place. */
export function viewerScript(glue, packed, n) {
  const code = transformSync(script(glue, PLACE, n), { minify: true, charset: "ascii", legalComments: "none" }).code;
  const parts = code.split(`"${PLACE}"`);
  if (parts.length !== 2) throw new Error("inline-wasm: the minified script lost the wasm's place");
  // ASCII only (esbuild writes any other character of the glue as an escape), behind a
  // byte-order mark: the same script whatever charset the server names.
  const out = `${parts[0]}"${packed}"${parts[1]}`;
  if (!/^[\x00-\x7f]*$/.test(out)) throw new Error("inline-wasm: the script is not ASCII");
  return `\ufeff${out}`;
}

// The glue (wasm-bindgen's no-modules output, which declares a global `wasm_bindgen`) and the
// start, in a scope of their own: a viewer that hands the page to another kind's loads a second
// script into the same page, whose own `wasm_bindgen` must not clash.
function script(glue, packed, n) {
  return `(function () {
${glue}
// The viewer's wasm (${n} bytes), deflated, in base64: see scripts/inline-wasm.mjs.
(function () {
  "use strict";
  var failed = function (why) {
    if (typeof window.hoshitoriFailed === "function") window.hoshitoriFailed(why);
  };
  var text = "${packed}";
  var n = ${n};
  if (typeof WebAssembly !== "object" || typeof window.hoshitoriInflate !== "function") return failed("wasm");
  var packed;
  try {
    var raw = atob(text);
    packed = new Uint8Array(raw.length);
    for (var i = 0; i < raw.length; i++) packed[i] = raw.charCodeAt(i);
  } catch (e) {
    return failed("charset");
  }
  text = null;
  window.hoshitoriInflate(packed).then(
    function (bytes) {
      if (bytes.length !== n) return failed("charset");
      window.hoshitoriStarted = true;
      return wasm_bindgen({ module_or_path: bytes }).catch(function (e) {
        window.hoshitoriStarted = false;
        console.error("Hoshitori:", e);
        failed("wasm");
      });
    },
    function (e) {
      console.error("Hoshitori:", e);
      failed("charset");
    },
  );
})();
})();
`;
}

/** Makes every viewer's script in `dir` (Trunk's staging directory), checking view.html's
 *  inflater against each wasm. */
async function main(dir, best) {
  const inflate = viewerInflater(readFileSync(join(dirname(fileURLToPath(import.meta.url)), "..", "view.html"), "utf8"));
  const viewers = readdirSync(dir).filter((f) => /^hoshitori-view-[a-z-]+\.js$/.test(f));
  if (viewers.length === 0) {
    console.error(`inline-wasm: no viewer (hoshitori-view-*.js) in ${dir}`);
    process.exit(1);
  }
  for (const name of viewers) {
    const kind = name.slice("hoshitori-view-".length, -".js".length);
    const glue = join(dir, name);
    const wasm = join(dir, `hoshitori-view-${kind}_bg.wasm`);
    const bytes = readFileSync(wasm);
    const packed = await pack(bytes, { best });
    if (!Buffer.from(inflate(Buffer.from(packed, "base64"))).equals(bytes)) {
      console.error(`inline-wasm: view.html's inflater does not give back hoshitori-view-${kind}_bg.wasm`);
      process.exit(1);
    }
    writeFileSync(join(dir, `view-${kind}.js`), viewerScript(readFileSync(glue, "utf8"), packed, bytes.length), "utf8");
    rmSync(glue);
    rmSync(wasm);
    console.log(`inline-wasm: view-${kind}.js carries hoshitori-view-${kind}_bg.wasm (${bytes.length} bytes, ${packed.length} in base64)`);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const dir = process.argv[2] ?? process.env.TRUNK_STAGING_DIR;
  if (!dir) {
    console.error("inline-wasm: no staging directory (run by Trunk, or give it)");
    process.exit(2);
  }
  // Zopfli for a release build (Trunk says which in TRUNK_PROFILE), zlib for a quick debug one.
  await main(dir, process.env.TRUNK_PROFILE === "release");
}
