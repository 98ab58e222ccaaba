//! The entry point of the viewer of share links of events in stages (`view.html` loads
//! `view-stages.js`, which carries this wasm: see `hoshitori::web::view`).

#[cfg(target_arch = "wasm32")]
fn main() {
    hoshitori::web::view::start::<hoshitori::web::view::stages::StagedView>();
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!(
        "hoshitori-view-stages is the web app's viewer: serve the app with ./scripts/serve.sh"
    );
    std::process::exit(2);
}
