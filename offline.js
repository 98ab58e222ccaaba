// Offline: registers the service worker (sw.js), which caches every page of the app and what
// they need, whichever page is opened first (the league page, swiss.html or stages.html): the
// worker reads index.html, which names the other pages and their files. Relative URL, so the
// app works under any sub-path of a site. Only in a top-level window: inside another site's
// (sandboxed) iframe registering throws, and an embed caches nothing.
//
// The viewer (view.html, whose script tag says `data-viewer`) is what visitors open from a
// share link or QR code, on a phone: it registers the worker in its light form (sw.js?viewer),
// which caches the viewer's own files only, not the organiser pages; and only where no worker
// is there yet (the app's worker caches the viewer too).
(function () {
  "use strict";
  var viewer = !!(document.currentScript && document.currentScript.hasAttribute("data-viewer"));
  var top = false;
  try {
    top = window.top === window.self;
  } catch (e) {}
  if (!top) return;
  try {
    if (!("serviceWorker" in navigator)) return;
    window.addEventListener("load", function () {
      var sw = navigator.serviceWorker;
      (viewer ? sw.getRegistration() : Promise.resolve(undefined))
        .then(function (r) {
          if (r && (r.active || r.waiting || r.installing)) return;
          return sw.register(viewer ? "./sw.js?viewer" : "./sw.js");
        })
        .catch(function (e) {
          console.warn("Hoshitori: offline cache unavailable:", e);
        });
    });
  } catch (e) {
    console.warn("Hoshitori: offline cache unavailable:", e);
  }
})();
