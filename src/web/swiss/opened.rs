//! An event opened from a link (`swiss.html#e=...`) or published at an address
//! (`swiss.html?src=URL`, any file `format::read_event` reads): shown read-only over the user's
//! own event, which stays stored and untouched until "Make my own copy", as the league page does
//! with a league. A link or file that cannot be read is named with the reason, over the user's
//! event.

use std::rc::Rc;

use yew::prelude::*;

use super::{SwissProps, standings::Standings, wallchart::WallChart, words::words};
use crate::document::event::SwissEvent;
use crate::editor::swiss::SwissAnalysis;
use crate::lang::Lang;
use crate::report::error::message as error_message;
use crate::web::shell::browser::{self, FetchError};

/// Why a linked event is not shown.
#[derive(Debug, PartialEq)]
pub enum Problem {
    /// The share link, or the file at the address, could not be read.
    Read(crate::Error),
    Fetch(FetchError),
    /// The address holds a round-robin league, not an event.
    League,
}

/// The event of a share link.
pub fn from_link(text: &str) -> Result<SwissEvent, Problem> {
    crate::format::share::event::decode(text).map_err(Problem::Read)
}

/// Fetches and reads the event published at `url`.
pub async fn fetch_event(url: &str) -> Result<SwissEvent, Problem> {
    let fetched = browser::fetch_if_changed(url, None)
        .await
        .map_err(Problem::Fetch)?
        .ok_or(Problem::Fetch(FetchError::Network))?;
    let text = browser::decode(&fetched.bytes).map_err(|e| Problem::Read(e.with_file(url)))?;
    match crate::format::read_event(&text) {
        Some(read) => read.map_err(|e| Problem::Read(e.with_file(url))),
        None => Err(Problem::League),
    }
}

/// Why the event at `url` (empty for a share link) is not shown, in words.
pub fn problem_text(lang: Lang, url: &str, problem: &Problem) -> String {
    let w = words(lang);
    let why = match problem {
        Problem::Fetch(FetchError::Network) => format!("{url}: {}", w.network),
        Problem::Fetch(FetchError::Status(code)) => format!("{url}: {} {code}", w.status),
        Problem::League => format!("{url}: {}", w.league_file),
        Problem::Read(e) => error_message(lang, e),
    };
    format!("{}{}{why}", w.cannot_load, w.colon)
}

#[derive(Properties, PartialEq)]
pub struct OpenedProps {
    pub doc: Rc<SwissEvent>,
    pub lang: Lang,
    pub on_copy: Callback<MouseEvent>,
    pub on_back: Callback<MouseEvent>,
}

/// The opened event, read-only: its title, the banner with "Make my own copy" and "Back to my
/// event", the standings (their values still open to their arithmetic) and the wall chart.
#[component]
pub fn Opened(props: &OpenedProps) -> Html {
    let w = words(props.lang);
    let analysis = use_memo(props.doc.clone(), |doc| SwissAnalysis::of(doc));
    let shown = SwissProps {
        doc: props.doc.clone(),
        analysis,
        lang: props.lang,
        edit: Callback::noop(),
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
            <section class="swiss-banner" aria-label={w.make_copy}>
                <p>{ w.shared_intro }</p>
                <div class="swiss-actions">
                    <button type="button" class="make-copy" onclick={props.on_copy.clone()}>{ w.make_copy }</button>
                    <button type="button" class="back" onclick={props.on_back.clone()}>{ w.back_to_mine }</button>
                </div>
            </section>
            <main>
                <Standings ..shown.clone() />
                <WallChart ..shown />
            </main>
        </div>
    }
}
