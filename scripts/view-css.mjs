// Trunk's post-build hook (Trunk.toml): writes the viewer's stylesheets, view-NAME.css, each a
// page's stylesheet (app.css, publish.css, swiss.css, stages.css) without its organiser-only
// parts: the blocks between `/* organiser-only: begin */` and `/* organiser-only: end */`
// lines (the toolbar's settings, what-if, the help, the result picker, the publishing tools,
// the director's panel), which style nothing the viewer draws.
//
// Why: every visitor downloads the viewer's stylesheets; the organiser pages' parts are most of
// them. One source: the viewer's copy is the page's stylesheet with blocks left out, the rules
// it keeps in the same order, so that it cascades as the page's does. The copy is minified
// (esbuild: comments and spaces out, which a visitor never reads; the viewer of an event in
// stages' file loads three sheets, 8.6 KiB gzip as written, 6.6 minified), and so are the
// organiser pages' own copies after it (the comments stay in styles/).
//
//   node scripts/view-css.mjs [staging directory]   (default: $TRUNK_STAGING_DIR)
import { readFileSync, readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";

import { transformSync } from "esbuild";

/** The stylesheets the viewer draws with (src/web/view/mod.rs `stylesheets`, view.html). */
export const SHEETS = ["app", "publish", "swiss", "stages"];

const BEGIN = "/* organiser-only: begin */";
const END = "/* organiser-only: end */";

/** `css` without its organiser-only blocks; throws on a marker out of place. */
export function viewerCopy(css, name = "the stylesheet") {
  const out = [];
  let inside = 0;
  css.split("\n").forEach((line, i) => {
    const marker = line.trim();
    if (marker === BEGIN) {
      if (inside) throw new Error(`${name}:${i + 1}: organiser-only block inside another (from line ${inside})`);
      inside = i + 1;
    } else if (marker === END) {
      if (!inside) throw new Error(`${name}:${i + 1}: organiser-only end without a begin`);
      inside = 0;
    } else if (marker.includes("organiser-only")) {
      throw new Error(`${name}:${i + 1}: not a marker: ${marker}`);
    } else if (!inside) {
      out.push(line);
    }
  });
  if (inside) throw new Error(`${name}:${inside}: organiser-only block never ends`);
  return out.join("\n");
}

/** `css` minified: the same rules in the same order, without comments and spaces. */
export function minified(css, name = "the stylesheet") {
  const { code, warnings } = transformSync(css, { loader: "css", minify: true, charset: "utf8", sourcefile: name });
  for (const w of warnings) console.warn(`view-css: ${name}: ${w.text}`);
  return code;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const dir = process.argv[2] ?? process.env.TRUNK_STAGING_DIR;
  if (!dir) {
    console.error("view-css: no staging directory (run by Trunk, or give it)");
    process.exit(2);
  }
  for (const name of SHEETS) {
    const css = readFileSync(join(dir, `${name}.css`), "utf8");
    let copy;
    try {
      copy = viewerCopy(css, `styles/${name}.css`);
    } catch (e) {
      console.error(`view-css: ${e.message}`);
      process.exit(1);
    }
    const small = minified(copy, `view-${name}.css`);
    writeFileSync(join(dir, `view-${name}.css`), small, "utf8");
    console.log(`view-css: view-${name}.css, ${small.length} of ${css.length} bytes (${copy.length} before minifying)`);
  }
  // The organiser pages' own copies minified too, once the viewer's are written from them: the
  // plain names the Swiss and stages pages link, and Trunk's hashed copies the league page links.
  const pages = readdirSync(dir).filter((f) => new RegExp(`^(${SHEETS.join("|")})(-[0-9a-f]{8,16})?\\.css$`).test(f));
  for (const file of pages) {
    const css = readFileSync(join(dir, file), "utf8");
    const small = minified(css, file);
    writeFileSync(join(dir, file), small, "utf8");
    console.log(`view-css: ${file} minified, ${small.length} of ${css.length} bytes`);
  }
}
