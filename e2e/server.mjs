// A small static file server for the end-to-end tests: serves the built app (dist/) under a
// sub-path, as an association's website would, on 127.0.0.1 and a free port. Like a real web
// server it answers conditional requests (an ETag of the content: `304 Not Modified`) and, as
// GitHub Pages does, allows other sites to read its files (`Access-Control-Allow-Origin: *`),
// which the embed needs inside another site's sandboxed iframe (its origin is then opaque) to
// read a file published there; `cors: false` serves as most sites do, without it.
import { createHash } from "node:crypto";
import { createServer } from "node:http";
import { readFile } from "node:fs/promises";
import { extname, join, normalize } from "node:path";

// Every file's Last-Modified, unless a route says otherwise.
const STARTED = new Date();

const TYPES = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".wasm": "application/wasm",
  ".json": "application/json",
  ".csv": "text/csv; charset=utf-8",
  ".webmanifest": "application/manifest+json",
  ".svg": "image/svg+xml",
  ".png": "image/png",
};

/**
 * Serves `root` at `prefix` (e.g. "/assoc/hoshitori/"). Resolves to { origin, url, close, log }:
 * `log` lists every request as { path, conditional, status }. `options.routes` maps extra paths
 * to `(url) => ({ body, type, modified? })` (called on every request, so a test can change what
 * is published). `options.cors === false`: no CORS headers, as most web servers send none.
 * `options.missing`: paths answered 404 (a file the site did not publish).
 */
export async function serve(root, prefix, options = {}) {
  const routes = options.routes ?? {};
  const cors = options.cors !== false;
  const missing = new Set(options.missing ?? []);
  const log = [];
  const server = createServer(async (req, res) => {
    const path = decodeURIComponent(new URL(req.url, "http://x").pathname);
    const conditional = "if-none-match" in req.headers;
    const send = (status, headers = {}, body) => {
      log.push({ path, method: req.method, conditional, status });
      res.writeHead(status, {
        ...(cors ? { "access-control-allow-origin": "*", "access-control-expose-headers": "ETag" } : {}),
        ...headers,
      });
      res.end(req.method === "HEAD" ? undefined : body);
    };
    let body;
    let type;
    let modified = STARTED;
    if (missing.has(path)) return send(404, {}, "not found");
    if (routes[path]) {
      ({ body, type, modified = STARTED } = routes[path](new URL(req.url, "http://x")));
      body = Buffer.from(body);
    } else {
      if (!path.startsWith(prefix)) return send(404, {}, "not found");
      let rel = normalize(path.slice(prefix.length));
      if (rel === "." || rel === "" || rel.endsWith("/")) rel = join(rel, "index.html");
      if (rel.startsWith("..")) return send(403);
      try {
        body = await readFile(join(root, rel));
      } catch {
        return send(404, {}, "not found");
      }
      type = TYPES[extname(rel)] ?? "application/octet-stream";
    }
    const etag = `"${createHash("sha1").update(body).digest("hex").slice(0, 16)}"`;
    const validators = { etag, "last-modified": modified.toUTCString(), "cache-control": "no-cache" };
    if (req.headers["if-none-match"] === etag) return send(304, validators);
    send(200, { "content-type": type, ...validators }, body);
  });
  await new Promise((ok) => server.listen(0, "127.0.0.1", ok));
  const origin = `http://127.0.0.1:${server.address().port}`;
  return {
    origin,
    url: origin + prefix,
    log,
    close: () =>
      new Promise((ok) => {
        server.closeAllConnections();
        server.close(ok);
      }),
  };
}
