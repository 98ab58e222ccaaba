//! The Swiss page's toolbar: the title, a new event, opening and saving files, undo and redo, the
//! example, the language, and the way to the league page.
//!
//! Opening a file, a new event or the example replaces the event: when the event holds anything
//! (a player), the page asks first, naming what would replace it; undo brings the old one back
//! either way. A file of the other kind (a league) goes to the league page, which opens it.

use std::rc::Rc;

use web_sys::HtmlInputElement;
use yew::prelude::*;

use super::SwissUi;
use crate::document::event::SwissEvent;
use crate::editor::swiss::{self, SwissAction, SwissAnalysis};
use crate::format;
use crate::report::error::message as error_message;
use crate::web::i18n::common::{self, common};
use crate::web::i18n::swiss::{director_words, words};
use crate::web::shell::ui::use_ui;
use crate::web::shell::{browser, open};

#[derive(Clone, PartialEq, Properties)]
pub struct ToolbarProps {
    pub doc: Rc<SwissEvent>,
    pub analysis: Rc<Result<SwissAnalysis, crate::Error>>,
    pub can_undo: bool,
    pub can_redo: bool,
    pub on_lang: Callback<MouseEvent>,
    /// Launched with `?open=file`: the league page handed over a file to open.
    #[prop_or_default]
    pub handoff: bool,
}

/// The file name for saving: the title's, else "swiss".
pub(super) fn stem(doc: &SwissEvent) -> String {
    let t: String = doc
        .title
        .as_deref()
        .unwrap_or("swiss")
        .chars()
        .filter(|c| !"\\/:*?\"<>|".contains(*c))
        .collect();
    if t.trim().is_empty() {
        "swiss".into()
    } else {
        t.trim().to_string()
    }
}

/// An event waiting to replace the one on the page until the user says so: what it is (a file's
/// name, "New event"), and the event.
#[derive(Clone, PartialEq)]
struct Pending {
    what: String,
    doc: Rc<SwissEvent>,
}

#[component]
pub fn Toolbar(props: &ToolbarProps) -> Html {
    let ui: SwissUi = use_ui();
    let lang = ui.lang;
    let (w, c, d) = (words(lang), common(lang), director_words(lang));
    let error = use_state(|| None::<String>);
    let pending = use_state(|| None::<Pending>);
    // Replaces the event now when it holds nothing, else asks first.
    let offer = {
        let edit = ui.edit.clone();
        let pending = pending.clone();
        let empty = props.doc.players.is_empty();
        Rc::new(move |what: String, doc: SwissEvent| {
            if empty {
                edit.emit(SwissAction::Replace(Box::new(doc)));
            } else {
                pending.set(Some(Pending {
                    what,
                    doc: Rc::new(doc),
                }));
            }
        })
    };
    let on_title = {
        let edit = ui.edit.clone();
        Callback::from(move |e: InputEvent| {
            let input: HtmlInputElement = e.target_unchecked_into();
            edit.emit(SwissAction::SetTitle(input.value()));
        })
    };
    let on_title_done = {
        let edit = ui.edit.clone();
        Callback::from(move |_: FocusEvent| edit.emit(SwissAction::EndTyping))
    };
    // A file's text, from the file input or handed over by the league page: an event replaces
    // this one (asking first when this one holds anything); a league goes to the league page,
    // which opens it.
    let open_text = {
        let error = error.clone();
        let offer = offer.clone();
        Rc::new(move |name: String, text: String| {
            // The events' readers only (the league page reads leagues).
            match format::read_event(&text) {
                Some(Ok(doc)) => {
                    error.set(None);
                    offer(name, doc);
                }
                None => {
                    let (kind, page) = if format::is_staged(&text) {
                        (crate::error::DocumentKind::Staged, "stages.html")
                    } else {
                        (crate::error::DocumentKind::League, "./")
                    };
                    if !open::hand_over(&name, &text, page, lang) {
                        error.set(Some(format!("{name}: {}", common::other_page(lang, kind))));
                    }
                }
                Some(Err(e)) => {
                    let prefix = words(lang).file_error;
                    let e = e.with_file(name);
                    error.set(Some(format!("{prefix}: {}", error_message(lang, &e))));
                }
            }
        })
    };
    let on_open = {
        let error = error.clone();
        open::use_files(
            props.handoff,
            open_text,
            Rc::new(move |name: String, e: Option<crate::Error>| {
                let why = e.map_or(name, |e| error_message(lang, &e));
                error.set(Some(format!("{}: {why}", words(lang).file_error)));
            }),
        )
    };
    let save = |kind: &'static str| {
        let doc = props.doc.clone();
        let analysis = props.analysis.clone();
        Callback::from(move |_| {
            let name = stem(&doc);
            let (file, mime, text) = match kind {
                "trf" => {
                    let (points, ranks) = match analysis.as_ref() {
                        Ok(a) => format::trf::columns(&a.input.event, &a.standings),
                        Err(_) => (Vec::new(), Vec::new()),
                    };
                    (
                        format!("{name}.trf"),
                        "text/plain",
                        format::trf::write(&doc, &points, &ranks),
                    )
                }
                "csv" => (
                    format!("{name}.csv"),
                    "text/csv",
                    format::wallchart::write(&doc, ','),
                ),
                _ => (
                    format!("{name}.json"),
                    "application/json",
                    format::json::write_event(&doc),
                ),
            };
            let _ = browser::download(&file, mime, &text);
        })
    };
    let undo = {
        let edit = ui.edit.clone();
        Callback::from(move |_| edit.emit(SwissAction::Undo))
    };
    let redo = {
        let edit = ui.edit.clone();
        Callback::from(move |_| edit.emit(SwissAction::Redo))
    };
    let new_event = {
        let offer = offer.clone();
        Callback::from(move |_| {
            let seed = (js_sys::Math::random() * 1e15) as u64;
            offer(d.new_event.to_string(), swiss::new_event(seed));
        })
    };
    let new_team_event = {
        let offer = offer.clone();
        let t = crate::web::i18n::team::team_words(lang);
        Callback::from(move |_| offer(t.new_team_event.to_string(), swiss::new_team_event()))
    };
    let example = {
        let offer = offer.clone();
        Callback::from(move |_| offer(w.example.to_string(), swiss::example(w.example_title)))
    };
    // The question takes the focus, so that a keyboard or screen reader meets it at once.
    use_effect_with(pending.is_some(), |asking| {
        if *asking {
            browser::focus(".swiss-confirm .confirm");
        }
    });
    let confirm = pending.as_ref().map(|p| {
        let replace = {
            let edit = ui.edit.clone();
            let pending = pending.clone();
            let doc = p.doc.clone();
            Callback::from(move |_| {
                edit.emit(SwissAction::Replace(Box::new((*doc).clone())));
                pending.set(None);
            })
        };
        let cancel = {
            let pending = pending.clone();
            Callback::from(move |_| pending.set(None))
        };
        html! {
            <div class="swiss-confirm" role="alertdialog" aria-labelledby="confirm-text">
                <p id="confirm-text">{ crate::web::i18n::swiss::replace_question(lang, &p.what) }</p>
                <button type="button" class="confirm" onclick={replace}>{ w.replace }</button>
                <button type="button" class="keep" onclick={cancel}>{ w.keep_current }</button>
            </div>
        }
    });
    html! {
        <header class="swiss-toolbar">
            <h1>{ w.title }</h1>
            <input class="swiss-title" type="text" aria-label={w.title_placeholder}
                placeholder={w.title_placeholder}
                value={props.doc.title.clone().unwrap_or_default()} oninput={on_title}
                onblur={on_title_done} />
            <div class="swiss-actions">
                <button type="button" class="new-event" onclick={new_event}>{ d.new_event }</button>
                <button type="button" class="new-team-event" onclick={new_team_event}>{ crate::web::i18n::team::team_words(lang).new_team_event }</button>
                <label class="button">
                    { w.open }
                    <input type="file" class="visually-hidden" title={w.open_hint}
                        accept=".json,.trf,.txt,.h9,.csv,.tsv" onchange={on_open} />
                </label>
                <button type="button" onclick={save("json")}>{ w.save_json }</button>
                // TRF's team records and the wall chart hold no team matches: JSON only.
                if props.doc.boards.is_none() {
                    <button type="button" onclick={save("trf")}>{ w.save_trf }</button>
                    <button type="button" onclick={save("csv")}>{ w.save_csv }</button>
                }
                <button type="button" onclick={undo} disabled={!props.can_undo}>{ c.undo }</button>
                <button type="button" onclick={redo} disabled={!props.can_redo}>{ c.redo }</button>
                <button type="button" onclick={example}>{ w.example }</button>
                <button type="button" lang={lang.other().tag()} onclick={props.on_lang.clone()}>{ c.other_lang }</button>
                <a class="button" href="./">{ w.league_link }</a>
            </div>
            { for confirm }
            if let Some(e) = &*error {
                <p class="swiss-error" role="alert">{ e }</p>
            }
        </header>
    }
}
