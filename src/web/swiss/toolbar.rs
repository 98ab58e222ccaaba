//! The Swiss page's toolbar: the title, open and save, undo and redo, the language, and the way
//! back to the league page.

use wasm_bindgen_futures::spawn_local;
use web_sys::HtmlInputElement;
use yew::prelude::*;

use super::words::words;
use crate::document::event::SwissEvent;
use crate::editor::swiss::{self, SwissAction};
use crate::format;
use crate::lang::Lang;
use crate::report::error::message as error_message;
use crate::web::shell::browser;

#[derive(Clone, PartialEq, Properties)]
pub struct ToolbarProps {
    pub doc: std::rc::Rc<SwissEvent>,
    pub analysis: std::rc::Rc<Result<swiss::SwissAnalysis, crate::Error>>,
    pub lang: Lang,
    pub edit: Callback<SwissAction>,
    pub can_undo: bool,
    pub can_redo: bool,
    pub on_lang: Callback<MouseEvent>,
}

/// The file name for saving: the title's, else "swiss".
fn stem(doc: &SwissEvent) -> String {
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

#[component]
pub fn Toolbar(props: &ToolbarProps) -> Html {
    let w = words(props.lang);
    let error = use_state(|| None::<String>);
    let lang = props.lang;
    let on_title = {
        let edit = props.edit.clone();
        Callback::from(move |e: InputEvent| {
            let input: HtmlInputElement = e.target_unchecked_into();
            edit.emit(SwissAction::SetTitle(input.value()));
        })
    };
    let on_open = {
        let edit = props.edit.clone();
        let error = error.clone();
        Callback::from(move |e: Event| {
            let input: HtmlInputElement = e.target_unchecked_into();
            let Some(file) = input.files().and_then(|f| f.get(0)) else {
                return;
            };
            input.set_value("");
            let edit = edit.clone();
            let error = error.clone();
            spawn_local(async move {
                let name = file.name();
                let prefix = words(lang).file_error;
                let read = match browser::file_text(&file).await {
                    Some(Ok(text)) => match format::read_event(&text) {
                        Some(read) => read,
                        // A league belongs on the league page (the toolbar's link).
                        None => {
                            error.set(Some(format!("{name}: {}", words(lang).league_file)));
                            return;
                        }
                    },
                    Some(Err(e)) => Err(e),
                    None => {
                        error.set(Some(format!("{prefix}: {name}")));
                        return;
                    }
                };
                match read.map_err(|e| e.with_file(name.clone())) {
                    Ok(doc) => {
                        error.set(None);
                        edit.emit(SwissAction::Replace(Box::new(doc)));
                    }
                    Err(e) => error.set(Some(format!("{prefix}: {}", error_message(lang, &e)))),
                }
            });
        })
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
                    serde_json::to_string_pretty(&*doc).unwrap_or_default() + "\n",
                ),
            };
            let _ = browser::download(&file, mime, &text);
        })
    };
    let undo = {
        let edit = props.edit.clone();
        Callback::from(move |_| edit.emit(SwissAction::Undo))
    };
    let redo = {
        let edit = props.edit.clone();
        Callback::from(move |_| edit.emit(SwissAction::Redo))
    };
    let example = {
        let edit = props.edit.clone();
        Callback::from(move |_| edit.emit(SwissAction::Replace(Box::new(swiss::example()))))
    };
    html! {
        <header class="swiss-toolbar">
            <h1>{ w.title }</h1>
            <input class="swiss-title" type="text" aria-label={w.title_placeholder}
                placeholder={w.title_placeholder}
                value={props.doc.title.clone().unwrap_or_default()} oninput={on_title} />
            <div class="swiss-actions">
                <label class="button">
                    { w.open }
                    <input type="file" class="visually-hidden" title={w.open_hint}
                        accept=".json,.trf,.txt,.h9,.csv,.tsv" onchange={on_open} />
                </label>
                <button type="button" onclick={save("json")}>{ w.save_json }</button>
                <button type="button" onclick={save("trf")}>{ w.save_trf }</button>
                <button type="button" onclick={save("csv")}>{ w.save_csv }</button>
                <button type="button" onclick={undo} disabled={!props.can_undo}>{ w.undo }</button>
                <button type="button" onclick={redo} disabled={!props.can_redo}>{ w.redo }</button>
                <button type="button" onclick={example}>{ w.example }</button>
                <button type="button" onclick={props.on_lang.clone()}>{ w.language }</button>
                <a class="button" href="./">{ w.league_link }</a>
            </div>
            if let Some(e) = &*error {
                <p class="swiss-error" role="alert">{ e }</p>
            }
        </header>
    }
}
