//! An event in stages opened from a link (`stages.html#t=...`) or published at an address
//! (`stages.html?src=URL`, an event-in-stages file): shown read-only over the user's own event,
//! which stays stored and untouched until "Make my own copy", as the league and Swiss pages do.
//! A link or file that cannot be read is named with the reason, over the user's event.

use std::rc::Rc;

use yew::prelude::*;

use super::{StagesUi, overview::Overview};
use crate::document::staged::StagedEvent;
use crate::error::DocumentKind;
use crate::web::i18n::common::{self, common};
use crate::web::i18n::stages::text;
use crate::web::shell::open;
use crate::web::shell::published::Readers;
use crate::web::shell::ui::use_ui;

/// How the stages page reads what an address names: an event in stages' share link, or a
/// fetched document that must be one.
pub const READERS: Readers<Rc<StagedEvent>> = Readers {
    link: |text| crate::format::share::staged::decode(text).map(Rc::new),
    file: |text, url| open::staged_file(text, url).map(Rc::new),
};

#[derive(Properties, PartialEq)]
pub struct OpenedProps {
    pub doc: Rc<StagedEvent>,
    pub on_copy: Callback<MouseEvent>,
    pub on_back: Callback<MouseEvent>,
}

/// The opened event, read-only: its title, the banner with "Make my own copy" and "Back to my
/// event", and the event's overview.
#[component]
pub fn Opened(props: &OpenedProps) -> Html {
    let ui: StagesUi = use_ui();
    let (t, c) = (text(ui.lang), common(ui.lang));
    let title = props
        .doc
        .title
        .clone()
        .filter(|t| !t.trim().is_empty())
        .unwrap_or_else(|| t.title.to_string());
    html! {
        <div class="app stages-app stages-opened" lang={ui.lang.tag()}>
            <header class="top">
                <h1>{ title }</h1>
            </header>
            <section class="panel shared-banner" aria-label={c.make_copy}>
                <p>{ t.shared_intro }</p>
                <p class="actions">
                    <button type="button" class="make-copy" onclick={props.on_copy.clone()}>{ c.make_copy }</button>
                    <button type="button" class="back" onclick={props.on_back.clone()}>{ common::back_to_mine(ui.lang, DocumentKind::Staged) }</button>
                </p>
            </section>
            <main class="stages-main">
                <Overview doc={props.doc.clone()} />
            </main>
        </div>
    }
}
