//! The entry point of the viewer of an event in stages's file at `src=` (`view.html` loads
//! `view-stages-file.js`, which carries this wasm: see `hoshitori::web::view`).

#[cfg(target_arch = "wasm32")]
fn main() {
    hoshitori::web::view::start_files::<hoshitori::web::view::stages::StagedView>();
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!(
        "hoshitori-view-stages-file is the web app's viewer: serve the app with ./scripts/serve.sh"
    );
    std::process::exit(2);
}
