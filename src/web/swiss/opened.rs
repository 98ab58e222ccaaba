//! An event opened from a link (`swiss.html#e=...`) or published at an address
//! (`swiss.html?src=URL`, any event file): shown read-only over the user's own event, which stays
//! stored and untouched until "Make my own copy", as the league page does with a league. A link
//! or file that cannot be read is named with the reason, over the user's event.

use std::rc::Rc;

use yew::prelude::*;

use crate::web::shell::ui::Same;

use super::{SwissProps, SwissUi, standings::Standings, wallchart::WallChart};
use crate::document::event::SwissEvent;
use crate::editor::swiss::SwissAnalysis;
use crate::error::DocumentKind;
use crate::web::i18n::common::{self, common};
use crate::web::i18n::swiss::words;
use crate::web::shell::open;
use crate::web::shell::published::Readers;
use crate::web::shell::ui::use_ui;

/// How the Swiss page reads what an address names: an event's share link, or a fetched
/// document that must be an event.
pub const READERS: Readers<Rc<SwissEvent>> = Readers {
    link: |text| crate::format::share::event::decode(text).map(Rc::new),
    file: |text, url| open::event_file(text, url).map(Rc::new),
};

#[derive(Properties, PartialEq)]
pub struct OpenedProps {
    pub doc: Rc<SwissEvent>,
    pub on_copy: Callback<MouseEvent>,
    pub on_back: Callback<MouseEvent>,
}

/// The opened event, read-only: its title, the banner with "Make my own copy" and "Back to my
/// event", the standings and the wall chart.
#[component]
pub fn Opened(props: &OpenedProps) -> Html {
    let ui: SwissUi = use_ui();
    let (w, c) = (words(ui.lang), common(ui.lang));
    let analysis = use_memo(Same(props.doc.clone()), |doc| SwissAnalysis::of(&doc.0));
    let data = SwissProps {
        doc: props.doc.clone(),
        analysis,
    };
    let title = props
        .doc
        .title
        .clone()
        .filter(|t| !t.trim().is_empty())
        .unwrap_or_else(|| w.title.to_string());
    html! {
        <div class="swiss-app swiss-opened">
            <header class="swiss-toolbar">
                <h1>{ title }</h1>
            </header>
            <section class="swiss-banner" aria-label={c.make_copy}>
                <p>{ w.shared_intro }</p>
                <div class="swiss-actions">
                    <button type="button" class="make-copy" onclick={props.on_copy.clone()}>{ c.make_copy }</button>
                    <button type="button" class="back" onclick={props.on_back.clone()}>{ common::back_to_mine(ui.lang, DocumentKind::Event) }</button>
                </div>
            </section>
            <main>
                <Standings ..data.clone() />
                <WallChart ..data />
            </main>
        </div>
    }
}
