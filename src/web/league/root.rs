//! The page's root: reads the address once ([`crate::editor::launch`]) and shows the embed's
//! read-only view or the app.

use std::rc::Rc;

use yew::prelude::*;

use crate::editor::launch::Theme;

use super::{app::App, embed::Embed};
use crate::web::shell::browser;

#[component]
pub fn Root() -> Html {
    let launch = use_memo((), |_| browser::launch());
    // The embed takes the host page's choice of colours (`theme=`, else the system's); the app
    // itself is drawn light.
    use_effect_with((launch.embed, launch.theme), |&(embed, theme)| {
        let dark =
            embed && (theme == Theme::Dark || (theme == Theme::System && browser::prefers_dark()));
        browser::set_root_attribute("data-theme", dark.then_some("dark"));
    });
    let launch: Rc<_> = launch;
    if launch.embed {
        html! { <Embed {launch} /> }
    } else {
        html! { <App {launch} /> }
    }
}
