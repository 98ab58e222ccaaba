// Trunk's post-build hook (Trunk.toml): gives a wasm loaded on demand by the Swiss page a global
// name of its own. Trunk builds the Swiss page's wasm and its panels' (both `data-type="worker"`)
// with wasm-bindgen's no-modules target, whose script declares the global `wasm_bindgen`; a
// second classic script declaring it again fails to run ("Identifier 'wasm_bindgen' has
// already been declared"), so the panels' script names its global after itself, and the page
// starts it by that name (src/web/shell/helper_slot.rs, `Panels::files`).
//
//   node scripts/rename-global.mjs [staging directory]   (default: $TRUNK_STAGING_DIR)
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

/** Each script, and the global it declares instead of `wasm_bindgen`. */
export const RENAMED = { "hoshitori-swiss-panels.js": "hoshitori_swiss_panels" };

const dir = process.argv[2] ?? process.env.TRUNK_STAGING_DIR;
if (!dir) {
  console.error("rename-global: no staging directory (run by Trunk, or give it)");
  process.exit(2);
}
for (const [file, name] of Object.entries(RENAMED)) {
  const path = join(dir, file);
  const text = readFileSync(path, "utf8");
  const declared = "let wasm_bindgen = ";
  if (!text.startsWith(declared)) {
    console.error(`rename-global: ${file} does not start with "${declared}": wasm-bindgen's output changed`);
    process.exit(1);
  }
  writeFileSync(path, `let ${name} = ` + text.slice(declared.length));
}
