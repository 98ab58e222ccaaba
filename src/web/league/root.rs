//! The page's root: reads the address once ([`crate::editor::launch`]) and shows the app. An
//! embed's address (`?embed`) is the viewer's ([`crate::web::view`]): [`crate::web::start`]
//! sends it there.

use std::rc::Rc;

use yew::prelude::*;

use super::app::App;
use crate::web::shell::browser;

#[component]
pub fn Root() -> Html {
    let launch: Rc<_> = use_memo((), |_| browser::launch());
    html! { <App {launch} /> }
}
