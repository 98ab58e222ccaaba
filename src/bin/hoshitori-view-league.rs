//! The entry point of the viewer of leagues' share links (`view.html` loads `view-league.js`,
//! which carries this wasm: see `hoshitori::web::view`), and of what an address naming nothing
//! shows.

#[cfg(target_arch = "wasm32")]
fn main() {
    hoshitori::web::view::start::<hoshitori::web::view::league::LeagueView>();
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!(
        "hoshitori-view-league is the web app's viewer: serve the app with ./scripts/serve.sh"
    );
    std::process::exit(2);
}
