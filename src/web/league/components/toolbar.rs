//! New league, open and save files, undo and redo, the help, and the language switch.

use web_sys::HtmlInputElement;
use yew::prelude::*;

use crate::web::shell::ui::use_ui;

use crate::document::league::League;
use crate::editor::league::{Action, new_league};
use crate::error::DocumentKind;
use crate::format;
use crate::report::error::message as error_message;
use crate::web::Ui;
use crate::web::i18n::{self, Lang};
use crate::web::league::components::help::Topic;
use crate::web::shell::{browser, open};

#[derive(Properties, PartialEq)]
pub struct Props {
    pub can_undo: bool,
    pub can_redo: bool,
    pub doc: League,
    pub on_lang: Callback<Lang>,
    /// Opens the help.
    #[prop_or_default]
    pub on_help: Callback<Topic>,
    /// Launched with `?open=file`: the Swiss page handed over a file to open.
    #[prop_or_default]
    pub handoff: bool,
}

/// A file name for the document: its title, else "league".
/// A file name stem from the league's title (`league` without one).
pub fn file_stem(doc: &League) -> String {
    let title = doc.title.as_deref().unwrap_or("league");
    let stem: String = title
        .chars()
        .map(|c| if c.is_alphanumeric() { c } else { '-' })
        .take(60)
        .collect();
    let stem = stem.trim_matches('-').to_string();
    if stem.is_empty() {
        "league".into()
    } else {
        stem
    }
}

/// The most players "New league" makes: the most what-if ranks
/// ([`crate::engine::league::whatif::MAX_PLAYERS`], 64), so that every league the page makes
/// can be asked what-if.
const NEW_LEAGUE_MAX: usize = crate::engine::league::whatif::MAX_PLAYERS;

#[component]
pub fn Toolbar(props: &Props) -> Html {
    let ui: Ui = use_ui();
    let t = i18n::text(ui.lang);
    let count = use_state(|| 10usize);
    let error = use_state(|| None::<String>);

    let on_count = {
        let count = count.clone();
        Callback::from(move |e: Event| {
            let v = e.target_unchecked_into::<HtmlInputElement>().value();
            if let Ok(n) = v.trim().parse::<usize>() {
                count.set(n.clamp(2, NEW_LEAGUE_MAX));
            }
        })
    };
    let on_new = {
        let edit = ui.edit.clone();
        let count = *count;
        let stem = t.new_player_stem;
        Callback::from(move |_| {
            let names = (1..=count).map(|k| format!("{stem}{k}")).collect();
            edit.emit(Action::Replace(Box::new(new_league(names))));
        })
    };
    // A file's text, from the file input or handed over by the Swiss page: a league replaces
    // this one (undo brings it back); a Swiss event goes to the Swiss page, which opens it.
    let open_text = {
        let edit = ui.edit.clone();
        let error = error.clone();
        let (prefix, lang) = (t.file_error, ui.lang);
        std::rc::Rc::new(move |name: String, text: String| {
            for (is, kind, page) in [
                (
                    format::is_event as fn(&str) -> bool,
                    DocumentKind::Event,
                    "swiss.html",
                ),
                (format::is_staged, DocumentKind::Staged, "stages.html"),
            ] {
                if is(&text) {
                    if !open::hand_over(&name, &text, page, lang) {
                        let other = i18n::common::other_page(lang, kind);
                        error.set(Some(format!("{name}: {other}")));
                    }
                    return;
                }
            }
            match format::read_league(&text, &name) {
                Ok((league, _)) => {
                    error.set(None);
                    edit.emit(Action::Replace(Box::new(league)));
                }
                Err(e) => error.set(Some(format!("{prefix}: {}", error_message(lang, &e)))),
            }
        })
    };
    let on_open = {
        let error = error.clone();
        let (prefix, lang) = (t.file_error, ui.lang);
        open::use_files(
            props.handoff,
            open_text,
            std::rc::Rc::new(move |name: String, e: Option<crate::Error>| {
                let why = e.map_or(name, |e| error_message(lang, &e));
                error.set(Some(format!("{prefix}: {why}")));
            }),
        )
    };
    let save = |csv: bool| {
        let lang = ui.lang;
        let doc = props.doc.clone();
        let error = error.clone();
        Callback::from(move |_| {
            let stem = file_stem(&doc);
            let result = if csv {
                format::csv::write(&doc, b',').map(|text| (format!("{stem}.csv"), "text/csv", text))
            } else {
                Ok((
                    format!("{stem}.json"),
                    "application/json",
                    format::json::write(&doc),
                ))
            };
            match result {
                Ok((name, mime, text)) => {
                    let _ = browser::download(&name, mime, &text);
                    error.set(None);
                }
                Err(e) => error.set(Some(error_message(lang, &e))),
            }
        })
    };
    let undo = {
        let edit = ui.edit.clone();
        Callback::from(move |_| edit.emit(Action::Undo))
    };
    let redo = {
        let edit = ui.edit.clone();
        Callback::from(move |_| edit.emit(Action::Redo))
    };
    let on_help = {
        let on_help = props.on_help.clone();
        Callback::from(move |_| on_help.emit(Topic::Legend))
    };
    let other = i18n::other(ui.lang);
    let switch = {
        let on_lang = props.on_lang.clone();
        Callback::from(move |_| on_lang.emit(other))
    };

    html! {
        <nav class="toolbar" aria-label="Hoshitori">
            <span class="group">
                <label class="count">{ t.players }
                    <input type="number" min="2" max={NEW_LEAGUE_MAX.to_string()} value={count.to_string()} onchange={on_count} />
                </label>
                <button type="button" onclick={on_new}>{ t.new_league }</button>
            </span>
            <span class="group">
                <label class="button file">{ t.open }
                    <input type="file" accept=".json,.csv,.tsv,.txt,.trf,.h9,application/json,text/csv" onchange={on_open} />
                </label>
                <button type="button" onclick={save(false)}>{ t.save_json }</button>
                <button type="button" onclick={save(true)}>{ t.save_csv }</button>
            </span>
            <span class="group">
                <button type="button" class="undo" onclick={undo} disabled={!props.can_undo} title="Ctrl+Z">{ t.undo }</button>
                <button type="button" class="redo" onclick={redo} disabled={!props.can_redo} title="Ctrl+Y">{ t.redo }</button>
            </span>
            <button type="button" class="help-open" aria-haspopup="dialog" onclick={on_help}>{ i18n::help::text(ui.lang).help }</button>
            <button type="button" class="lang" lang={i18n::tag(other)} onclick={switch}>{ t.other_lang }</button>
            <a class="button swiss-link" href="swiss.html">{ t.swiss_link }</a>
            <a class="button stages-link" href="stages.html">{ crate::web::i18n::stages::title(ui.lang) }</a>
            if let Some(e) = &*error {
                <p class="error-text file-error" role="alert">{ e }</p>
            }
        </nav>
    }
}
