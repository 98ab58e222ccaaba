//! Opening a document published at an address (`?src=URL`), for every page: fetched only when
//! its `ETag`/`Last-Modified` changed since the last fetch ([`browser::fetch_if_changed`]), read
//! once by [`crate::format::read`] (which tells the kind from the text), and, when it cannot be
//! shown, why, in words.

use super::browser::{self, FetchError};
use crate::editor::storage;
use crate::error::DocumentKind;
use crate::lang::Lang;
use crate::web::i18n::common::{self, common};

/// Why a published document is not (or no longer) shown.
#[derive(Clone, Debug, PartialEq)]
pub enum Problem {
    Fetch(FetchError),
    /// The file, or a share link, could not be read.
    Read(crate::Error),
    /// The address holds another kind of document than the page shows.
    OtherKind(DocumentKind),
}

/// Fetches the document published at `url` and reads it with `read` (the page's reader: its
/// kind's readers only, so that a page does not carry the other kind's), unless it is unchanged
/// since the fetch that gave the validator `last` (`Ok(None)`); with the new validator.
pub async fn fetch<T>(
    url: &str,
    last: Option<&str>,
    read: fn(&str, &str) -> Result<T, Problem>,
) -> Result<Option<(T, Option<String>)>, Problem> {
    let Some(fetched) = browser::fetch_if_changed(url, last)
        .await
        .map_err(Problem::Fetch)?
    else {
        return Ok(None);
    };
    let text = browser::decode(&fetched.bytes).map_err(|e| Problem::Read(e.with_file(url)))?;
    Ok(Some((read(&text, url)?, fetched.validator)))
}

/// A league page's reader for [`fetch`]: the league in the file, or the file's other kind.
pub fn league_file(text: &str, url: &str) -> Result<crate::document::league::League, Problem> {
    if crate::format::is_event(text) {
        return Err(Problem::OtherKind(DocumentKind::Event));
    }
    crate::format::league(text, url).map_err(Problem::Read)
}

/// A Swiss page's reader for [`fetch`]: the event in the file, or the file's other kind.
pub fn event_file(text: &str, url: &str) -> Result<crate::document::event::SwissEvent, Problem> {
    match crate::format::read_event(text) {
        Some(read) => read.map_err(|e| Problem::Read(e.with_file(url))),
        None => Err(Problem::OtherKind(DocumentKind::League)),
    }
}

/// The stages page's reader for [`fetch`]: the event in stages in the file, or the file's other
/// kind.
pub fn staged_file(text: &str, url: &str) -> Result<crate::document::staged::StagedEvent, Problem> {
    if crate::format::is_staged(text) {
        return crate::format::json::read_staged(text).map_err(|e| Problem::Read(e.with_file(url)));
    }
    Err(Problem::OtherKind(if crate::format::is_event(text) {
        DocumentKind::Event
    } else {
        DocumentKind::League
    }))
}

/// Why the `kind` document at `url` (empty for a share link) is not shown, in words.
pub fn problem_text(lang: Lang, kind: DocumentKind, url: &str, problem: &Problem) -> String {
    problem_text_in::<{ crate::report::error::ALL }>(lang, kind, url, problem)
}

/// [`problem_text`] with the words of the errors of the origins `O` only
/// ([`crate::report::error::message_in`]): what a viewer carries.
pub fn problem_text_in<const O: u8>(
    lang: Lang,
    kind: DocumentKind,
    url: &str,
    problem: &Problem,
) -> String {
    let c = common(lang);
    let why = match problem {
        Problem::Fetch(FetchError::Network) => format!("{url}: {}", c.network),
        Problem::Fetch(FetchError::Sandboxed) => format!("{url}: {}", c.sandboxed),
        Problem::Fetch(FetchError::Status(code)) => format!("{url}: {} {code}", c.status),
        Problem::OtherKind(found) => format!("{url}: {}", common::other_page(lang, *found)),
        Problem::Read(e) => return link_problem_text_in::<O>(lang, kind, e),
    };
    cannot_load_because(lang, kind, &why)
}

/// Why a document of kind `kind` could not be read, in words ([`problem_text_in`] of a share
/// link, whose only problem that is, without the words for fetching a file, which a viewer of
/// share links does not carry), with the words of the errors of the origins `O` only.
pub fn link_problem_text_in<const O: u8>(
    lang: Lang,
    kind: DocumentKind,
    e: &crate::Error,
) -> String {
    cannot_load_because(lang, kind, &crate::report::error::message_in::<O>(lang, e))
}

/// "The KIND could not be loaded: WHY".
fn cannot_load_because(lang: Lang, kind: DocumentKind, why: &str) -> String {
    format!(
        "{}{}{why}",
        common::cannot_load(lang, kind),
        common::colon(lang)
    )
}

/// Hands a file the user opened on this page to the page of its kind (`page`: `./` or
/// `swiss.html`), which opens it at once ([`take_handoff`]); `false` when storage refused it
/// (the page then says which page opens it).
pub fn hand_over(name: &str, text: &str, page: &str, lang: Lang) -> bool {
    let handoff = storage::Handoff {
        name: name.to_string(),
        text: text.to_string(),
    };
    if !browser::store(storage::HANDOFF_KEY, &handoff.encode()) {
        return false;
    }
    browser::go(&format!("{page}?open=file&lang={}", lang.tag()));
    true
}

/// The file the other page handed to this one, if it did (`?open=file`): taken out of storage,
/// so that a reload does not open it again.
pub fn take_handoff(launched_with_it: bool) -> Option<storage::Handoff> {
    if !launched_with_it {
        return None;
    }
    let stored = browser::load(storage::HANDOFF_KEY);
    browser::forget(storage::HANDOFF_KEY);
    browser::clear_address();
    stored.as_deref().and_then(storage::Handoff::decode)
}

/// The files a page is given: the one the other page handed over (`?open=file`: taken once, at
/// start) and each one chosen in the page's file input (the returned callback, its `onchange`).
/// `open` gets a file's name and text; `unreadable` the name of a file that could not be read as
/// text, with the error when there is one.
#[yew::hook]
pub fn use_files(
    handoff: bool,
    open: std::rc::Rc<dyn Fn(String, String)>,
    unreadable: std::rc::Rc<dyn Fn(String, Option<crate::Error>)>,
) -> yew::Callback<yew::Event> {
    use yew::prelude::*;
    {
        let open = open.clone();
        use_effect_with((), move |_| {
            if let Some(h) = take_handoff(handoff) {
                open(h.name, h.text);
            }
        });
    }
    Callback::from(move |e: Event| {
        let input: web_sys::HtmlInputElement = e.target_unchecked_into();
        let Some(file) = input.files().and_then(|f| f.get(0)) else {
            return;
        };
        input.set_value("");
        let (open, unreadable) = (open.clone(), unreadable.clone());
        yew::platform::spawn_local(async move {
            let name = file.name();
            match browser::file_text(&file).await {
                Some(Ok(text)) => open(name, text),
                Some(Err(e)) => {
                    let e = e.with_file(name.clone());
                    unreadable(name, Some(e));
                }
                None => unreadable(name, None),
            }
        });
    })
}
