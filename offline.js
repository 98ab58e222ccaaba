// Offline: registers the service worker (sw.js), which caches every page of the app and what
// they need, whichever page is opened first (the league page, swiss.html or stages.html): the
// worker reads index.html, which names the other pages and their files. Relative URL, so the
// app works under any sub-path of a site. Only in a top-level window: inside another site's
// (sandboxed) iframe registering throws, and an embed caches nothing.
(function () {
  "use strict";
  var top = false;
  try {
    top = window.top === window.self;
  } catch (e) {}
  if (!top) return;
  try {
    if (!("serviceWorker" in navigator)) return;
    window.addEventListener("load", function () {
      navigator.serviceWorker.register("./sw.js").catch(function (e) {
        console.warn("Hoshitori: offline cache unavailable:", e);
      });
    });
  } catch (e) {
    console.warn("Hoshitori: offline cache unavailable:", e);
  }
})();
