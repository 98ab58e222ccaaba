// Trunk's post-build hook (Trunk.toml): makes each of the viewer's classic scripts
// view-KIND.js, which carries its own wasm, from that viewer's wasm-bindgen output
// (hoshitori-view-KIND.js, no-modules, and hoshitori-view-KIND_bg.wasm, built by index.html's
// links; KIND is league, swiss, stages or ko, and league-file, swiss-file or stages-file).
//
// Why: the viewer must start inside another site's `<iframe sandbox="allow-scripts">`, whose
// origin is opaque. There a module script, or a wasm fetched by script, is a cross-origin
// request that the browser refuses unless the server sends CORS headers, which many do not. A
// classic `<script src>` loads from any server, so the wasm travels inside it.
//
// How: the wasm's bytes as one JavaScript string, a character per byte (U+0000 to U+00FF,
// written as UTF-8 behind a byte-order mark so that every browser reads the file as UTF-8
// whatever the server says), with only `\`, `"`, CR, LF and NUL escaped. Its gzip is about 7%
// larger than the wasm's own (base64 would add about a third). The script checks the length it
// decoded, so a file mangled on the way says so (view.html's `hoshitoriFailed`).
//
//   node scripts/inline-wasm.mjs [staging directory]   (default: $TRUNK_STAGING_DIR)
import { readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const dir = process.argv[2] ?? process.env.TRUNK_STAGING_DIR;
if (!dir) {
  console.error("inline-wasm: no staging directory (run by Trunk, or give it)");
  process.exit(2);
}

/** The bytes as the body of a double-quoted JavaScript string, a character per byte. */
export function latin1Literal(bytes) {
  let out = "";
  for (let i = 0; i < bytes.length; i++) {
    const b = bytes[i];
    if (b === 0) {
      // `\0` followed by a digit would be an octal escape.
      const next = bytes[i + 1];
      out += next >= 0x30 && next <= 0x39 ? "\\x00" : "\\0";
    } else if (b === 0x5c) out += "\\\\";
    else if (b === 0x22) out += '\\"';
    else if (b === 0x0a) out += "\\n";
    else if (b === 0x0d) out += "\\r";
    else out += String.fromCharCode(b);
  }
  return out;
}

// The glue (wasm-bindgen's no-modules output, which declares a global `wasm_bindgen`) and the
// start, in a scope of their own: a viewer that hands the page to another kind's loads a second
// script into the same page, whose own `wasm_bindgen` must not clash.
function script(glue, bytes) {
  return `(function () {
${glue}
// The viewer's wasm (${bytes.length} bytes), a character per byte: see scripts/inline-wasm.mjs.
(function () {
  "use strict";
  var failed = function (why) {
    if (typeof window.hoshitoriFailed === "function") window.hoshitoriFailed(why);
  };
  var text = "${latin1Literal(bytes)}";
  var n = ${bytes.length};
  if (text.length !== n) return failed("charset");
  if (typeof WebAssembly !== "object") return failed("wasm");
  var bytes = new Uint8Array(n);
  for (var i = 0; i < n; i++) bytes[i] = text.charCodeAt(i);
  text = null;
  window.hoshitoriStarted = true;
  wasm_bindgen({ module_or_path: bytes }).catch(function (e) {
    window.hoshitoriStarted = false;
    console.error("Hoshitori:", e);
    failed("wasm");
  });
})();
})();
`;
}

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
  writeFileSync(join(dir, `view-${kind}.js`), "\ufeff" + script(readFileSync(glue, "utf8"), bytes), "utf8");
  rmSync(glue);
  rmSync(wasm);
  console.log(`inline-wasm: view-${kind}.js carries hoshitori-view-${kind}_bg.wasm (${bytes.length} bytes)`);
}
