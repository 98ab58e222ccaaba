// The viewer's stylesheets (scripts/view-css.mjs, Trunk's hook): each page's stylesheet without
// its organiser-only blocks. Every marker in place, and what is kept is the page's own text in
// its own order; a block left open or an end without a begin stops the build.
//
// Needs no build: `node --test e2e/view-css.test.mjs`.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";

import { SHEETS, minified, viewerCopy } from "../scripts/view-css.mjs";
import { ROOT } from "./helpers.mjs";

test("each viewer's stylesheet is its page's, lines in order, without the organiser-only blocks", () => {
  for (const name of SHEETS) {
    const css = readFileSync(join(ROOT, "styles", `${name}.css`), "utf8");
    const copy = viewerCopy(css, name);
    assert.doesNotMatch(copy, /organiser-only/, name);
    // Every kept line is the page's, in order.
    const lines = css.split("\n");
    let at = 0;
    for (const line of copy.split("\n")) {
      while (at < lines.length && lines[at] !== line) at++;
      assert.ok(at < lines.length, `${name}: ${line}`);
      at++;
    }
    // The braces balance: no rule cut in two by a marker.
    const depth = (text) => [...text].reduce((d, c) => d + (c === "{") - (c === "}"), 0);
    assert.equal(depth(copy), 0, name);
  }
  // What the viewer never draws is left out; what it draws is kept.
  const app = viewerCopy(readFileSync(join(ROOT, "styles/app.css"), "utf8"));
  assert.doesNotMatch(app, /\.help-dialog|\.whatif-controls|\.result-picker/);
  assert.match(app, /\.standings-table/);
  assert.match(app, /\.ko-view/);
});

test("the copy the viewer loads is minified: no comments or spaces, its rules and queries kept", () => {
  for (const name of SHEETS) {
    const copy = viewerCopy(readFileSync(join(ROOT, "styles", `${name}.css`), "utf8"), name);
    const small = minified(copy, name);
    assert.doesNotMatch(small, /\/\*|\n\s/, name);
    assert.ok(small.length < copy.length, name);
    // Every class and every at-rule of the copy is still there.
    const names = (text) => new Set(text.replace(/\/\*[\s\S]*?\*\//g, "").match(/\.[a-z][a-z0-9_-]*|@[a-z-]+/g));
    assert.deepEqual(names(small), names(copy), name);
  }
  assert.equal(minified(".a {\n  color: red;  /* why */\n}\n@media print {\n  .a { display: none; }\n}\n"), ".a{color:red}@media print{.a{display:none}}\n");
});

test("a marker out of place stops the build", () => {
  const begin = "/* organiser-only: begin */";
  const end = "/* organiser-only: end */";
  assert.throws(() => viewerCopy(`a {}\n${begin}\nb {}\n`, "x.css"), /x\.css:2: organiser-only block never ends/);
  assert.throws(() => viewerCopy(`a {}\n${end}\n`, "x.css"), /x\.css:2: organiser-only end without a begin/);
  assert.throws(() => viewerCopy(`${begin}\n${begin}\n${end}\n`, "x.css"), /inside another/);
  assert.equal(viewerCopy(`a {}\n${begin}\nb {}\n${end}\nc {}`), "a {}\nc {}");
});
