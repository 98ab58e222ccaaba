// Trunk's post-build hook (Trunk.toml): makes the viewer's classic script view.js, which carries
// its own wasm, from the viewer's wasm-bindgen output (hoshitori-view.js, no-modules, and
// hoshitori-view_bg.wasm, built by index.html's link).
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
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const dir = process.argv[2] ?? process.env.TRUNK_STAGING_DIR;
if (!dir) {
  console.error("inline-wasm: no staging directory (run by Trunk, or give it)");
  process.exit(2);
}
const glue = join(dir, "hoshitori-view.js");
const wasm = join(dir, "hoshitori-view_bg.wasm");
const bytes = readFileSync(wasm);

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

const start = `
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
`;
writeFileSync(join(dir, "view.js"), "\ufeff" + readFileSync(glue, "utf8") + start, "utf8");
rmSync(glue);
rmSync(wasm);
console.log(`inline-wasm: view.js carries hoshitori-view_bg.wasm (${bytes.length} bytes)`);
