// Hoshitori's service worker: makes the app work offline once visited.
//
// Trunk gives every built file a hashed name, so there is no hand-written list of files here.
// The list comes from the built page itself: on install (and whenever the page is fetched from
// the network) the worker reads index.html and caches every local file it refers to. Hashed
// files never change, so they are served from the cache first; the page itself is fetched from
// the network first, so a new version is picked up as soon as the network is back, and the
// files of old versions are then dropped from the cache.
//
// Everything is relative to the worker's scope, so the app works under any sub-path.
"use strict";

const CACHE = "hoshitori";
const SCOPE = self.registration.scope;
const PAGE = new URL("./", SCOPE).href;

// Local files a built index.html refers to: href/src attributes and quoted module paths.
function filesOf(html) {
  const found = new Set([PAGE, new URL("sw.js", SCOPE).href]);
  const patterns = [/\b(?:href|src)\s*=\s*["']([^"']+)["']/g, /["']([^"'\s]+\.(?:js|wasm|css|webmanifest))["']/g];
  for (const re of patterns) {
    for (const m of html.matchAll(re)) {
      const url = new URL(m[1], PAGE);
      if (url.origin === self.location.origin && url.href.startsWith(SCOPE)) {
        url.hash = "";
        found.add(url.href);
      }
    }
  }
  return [...found];
}

// Caches `response` (the page) and every file it names; drops files no longer named.
async function refresh(response) {
  const cache = await caches.open(CACHE);
  const html = await response.clone().text();
  const files = filesOf(html);
  await cache.put(PAGE, response.clone());
  await Promise.all(
    files
      .filter((f) => f !== PAGE)
      .map(async (f) => {
        if (!(await cache.match(f))) {
          const r = await fetch(f, { cache: "no-cache" });
          if (r.ok) await cache.put(f, r);
        }
      }),
  );
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

function isPage(request) {
  if (request.mode === "navigate") return true;
  const url = new URL(request.url);
  url.search = "";
  return url.href === PAGE || url.href === PAGE + "index.html";
}

async function page(event) {
  try {
    const response = await fetch(event.request, { cache: "no-cache" });
    if (response.ok) event.waitUntil(refresh(response.clone()));
    return response;
  } catch (offline) {
    const cached = await caches.match(PAGE);
    if (cached) return cached;
    throw offline;
  }
}

async function file(request) {
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
