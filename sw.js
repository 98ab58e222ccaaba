// Hoshitori's service worker: makes the app work offline once visited.
//
// Trunk gives every built file a hashed name, so there is no hand-written list of files here.
// The list comes from the built page itself: on install (and whenever the page is fetched from
// the network) the worker reads index.html and caches every local file it refers to. Hashed
// files never change, so they are served from the cache first; the page itself is fetched from
// the network first, so a new version is picked up as soon as the network is back, and the
// files of old versions are then dropped from the cache.
//
// The what-if Web Worker's files have fixed names (Trunk does not hash workers): the page names
// its loader shim (hoshitori-worker_loader.js) in a <meta>, and the loader names the worker's
// script and wasm, so those are cached with the page too. Like sw.js and the manifest, they are
// fetched from the network first.
//
// The same goes for a local HTML page the built page names: the full text of the rules
// (rules/index.html, named by a <link rel="help">, names every rules/*.html), which the page's
// help shows, so that it can be read offline too.
//
// Registered as `sw.js?viewer` (by the viewer, view.html, when no worker is there yet), it is
// the light form for visitors: its page is view.html, so it caches the viewer's files only
// (each kind's script, view-KIND.js, carries its wasm; the scripts and the stylesheets of every
// kind are named in view.html), not the organiser pages. The app's worker, registered by any organiser page, replaces it.
//
// Everything is relative to the worker's scope, so the app works under any sub-path.
"use strict";

const CACHE = "hoshitori";
const SCOPE = self.registration.scope;
const VIEWER = new URL(self.location.href).searchParams.has("viewer");
const PAGE = new URL(VIEWER ? "view.html" : "./", SCOPE).href;

// Local files a text refers to (relative to `base`): href/src attributes and quoted paths of
// scripts, wasm, styles and the manifest.
function namedIn(text, base) {
  const found = new Set();
  const patterns = [/\b(?:href|src)\s*=\s*["']([^"']+)["']/g, /["']([^"'\s]+\.(?:js|wasm|css|webmanifest))["']/g];
  for (const re of patterns) {
    for (const m of text.matchAll(re)) {
      const url = new URL(m[1], base);
      if (url.origin === self.location.origin && url.href.startsWith(SCOPE)) {
        url.hash = "";
        found.add(url.href);
      }
    }
  }
  return found;
}

// The page, the service worker and every local file a built index.html refers to.
function filesOf(html) {
  return [...new Set([PAGE, new URL("sw.js", SCOPE).href, ...namedIn(html, PAGE)])];
}

// Files whose own references are cached with them: Trunk's loader shim of a Web Worker
// (<bin>_loader.js: it names the worker's script and wasm) and local HTML pages other than the
// app's own (rules/index.html names every page of the rules).
function namesMore(url) {
  return /(_loader\.js|\.html)$/.test(new URL(url).pathname) && !isPage({ url });
}

// Trunk's hashed names (app-0123456789abcdef.css, x-…_bg.wasm) never change content. The hash
// is written without its leading zeros, so it may be shorter than 16 digits.
function hashed(url) {
  return /-[0-9a-f]{8,16}(_bg)?\.[a-z]+$/.test(new URL(url).pathname);
}

// Caches `response` (the page) and every file it names, then drops files no longer named. The
// page is stored last and only when every file it needs is in the cache, so an interrupted or
// half-deployed update never leaves a page without its files. One refresh runs at a time.
let refreshing = Promise.resolve();
function refresh(response) {
  refreshing = refreshing.then(() => refreshNow(response)).catch(() => undefined);
  return refreshing;
}

async function refreshNow(response) {
  const cache = await caches.open(CACHE);
  const files = filesOf(await response.clone().text());
  const fetched = [];
  // `files` grows while it is walked: a worker's loader and a page of the rules add the files
  // they name.
  for (let k = 0; k < files.length; k++) {
    const f = files[k];
    if (f === PAGE) continue;
    const cached = hashed(f) ? await cache.match(f) : undefined;
    const r = cached ?? (await fetch(f, { cache: "no-cache" }));
    if (!r.ok) return; // keep the version already cached
    if (namesMore(f)) {
      for (const g of namedIn(await r.clone().text(), f)) if (!files.includes(g)) files.push(g);
    }
    if (!cached) fetched.push([f, r]);
  }
  for (const [f, r] of fetched) await cache.put(f, r);
  await cache.put(PAGE, response);
  for (const request of await cache.keys()) {
    if (!files.includes(request.url)) await cache.delete(request);
  }
}

self.addEventListener("install", (event) => {
  event.waitUntil(
    fetch(PAGE, { cache: "no-cache" })
      .then((r) => (r.ok ? refresh(r) : undefined))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(self.clients.claim());
});

// The app's own page, whatever its query (`?embed`, `?lang=en`). Another page in the scope (one
// of the rules) is a file like the others.
function isPage(request) {
  const url = new URL(request.url);
  url.search = "";
  url.hash = "";
  return url.href === PAGE || url.href === PAGE + "index.html";
}

// Network first, the cache when the network fails or the server answers with an error.
// `onFresh` gets a good response from the network.
async function networkFirst(request, key, onFresh) {
  let response;
  try {
    response = await fetch(request, { cache: "no-cache" });
    if (response.ok) {
      onFresh?.(response.clone());
      return response;
    }
  } catch (offline) {
    response = undefined;
  }
  const cached = await caches.match(key, { ignoreSearch: true });
  if (cached) return cached;
  if (response) return response;
  throw new TypeError("offline and not cached: " + key);
}

function page(event) {
  return networkFirst(event.request, PAGE, (fresh) => event.waitUntil(refresh(fresh)));
}

// Hashed files: cache first (they never change). Others (sw.js, the manifest): network first.
async function file(request) {
  if (!hashed(request.url)) return networkFirst(request, request.url);
  const cached = await caches.match(request, { ignoreSearch: true });
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) {
    const cache = await caches.open(CACHE);
    await cache.put(request, response.clone());
  }
  return response;
}

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET" || !request.url.startsWith(SCOPE)) return;
  event.respondWith(isPage(request) ? page(event) : file(request));
});
