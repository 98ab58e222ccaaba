//! The entry point of the viewer of a league's JSON file at `src=` (`view.html` loads
//! `view-league-file.js`, which carries this wasm: see `hoshitori::web::view`).

#[cfg(target_arch = "wasm32")]
fn main() {
    hoshitori::web::view::start_files::<hoshitori::web::view::league::LeagueView>();
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!(
        "hoshitori-view-league-file is the web app's viewer: serve the app with ./scripts/serve.sh"
    );
    std::process::exit(2);
}
