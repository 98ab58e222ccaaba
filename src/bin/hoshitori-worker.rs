//! The web app's what-if Web Worker, for both pages: runs the parts of a league's or a Swiss
//! event's what-if and draws the exports off the page's thread
//! (`hoshitori::editor::worker_protocol::serve`), and reports progress (see `hoshitori::web::shell::worker`). Trunk builds it to wasm as a worker with a
//! loader shim (see index.html); the page starts it from `hoshitori-worker_loader.js`.

#[cfg(target_arch = "wasm32")]
fn main() {
    hoshitori::web::shell::worker::start();
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!(
        "hoshitori-worker is the web app's Web Worker: serve the app with ./scripts/serve.sh"
    );
    std::process::exit(2);
}
