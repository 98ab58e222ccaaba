// A small static file server for the end-to-end tests: serves the built app (dist/) under a
// sub-path, as an association's website would, on 127.0.0.1 and a free port.
import { createServer } from "node:http";
import { readFile } from "node:fs/promises";
import { extname, join, normalize } from "node:path";

const TYPES = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".wasm": "application/wasm",
  ".json": "application/json",
  ".webmanifest": "application/manifest+json",
  ".svg": "image/svg+xml",
  ".png": "image/png",
};

/** Serves `root` at `prefix` (e.g. "/assoc/hoshitori/"). Resolves to { origin, url, close }. */
export async function serve(root, prefix) {
  const server = createServer(async (req, res) => {
    const path = decodeURIComponent(new URL(req.url, "http://x").pathname);
    if (!path.startsWith(prefix)) {
      res.writeHead(404).end("not found");
      return;
    }
    let rel = normalize(path.slice(prefix.length));
    if (rel === "." || rel === "" || rel.endsWith("/")) rel = join(rel, "index.html");
    if (rel.startsWith("..")) {
      res.writeHead(403).end();
      return;
    }
    try {
      const body = await readFile(join(root, rel));
      res.writeHead(200, {
        "content-type": TYPES[extname(rel)] ?? "application/octet-stream",
        "cache-control": "no-cache",
      });
      res.end(body);
    } catch {
      res.writeHead(404).end("not found");
    }
  });
  await new Promise((ok) => server.listen(0, "127.0.0.1", ok));
  const origin = `http://127.0.0.1:${server.address().port}`;
  return {
    origin,
    url: origin + prefix,
    close: () =>
      new Promise((ok) => {
        server.closeAllConnections();
        server.close(ok);
      }),
  };
}
