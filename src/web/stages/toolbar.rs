//! The stages page's toolbar: a new event, opening and saving the file, undo and redo, print, the
//! language, and the way to the league page. A file of another kind is named as such.

use std::rc::Rc;

use yew::prelude::*;

use super::StagesUi;
use crate::document::staged::StagedEvent;
use crate::editor::staged::{StagedAction, empty};
use crate::error::DocumentKind;
use crate::format;
use crate::web::i18n::common;
use crate::web::i18n::stages::text;
use crate::web::shell::ui::use_ui;
use crate::web::shell::{browser, open};

#[derive(Clone, PartialEq, Properties)]
pub struct ToolbarProps {
    pub doc: Rc<StagedEvent>,
    pub can_undo: bool,
    pub can_redo: bool,
    pub on_lang: Callback<MouseEvent>,
    /// Launched with `?open=file`: another page handed over a file to open.
    #[prop_or_default]
    pub handoff: bool,
}

#[component]
pub fn Toolbar(props: &ToolbarProps) -> Html {
    let ui: StagesUi = use_ui();
    let lang = ui.lang;
    let t = text(lang);
    let error = use_state(|| None::<String>);
    let emit = |a: fn() -> StagedAction| {
        let edit = ui.edit.clone();
        Callback::from(move |_| edit.emit(a()))
    };
    let new_event = {
        let edit = ui.edit.clone();
        Callback::from(move |_| edit.emit(StagedAction::Replace(Box::new(empty()))))
    };
    let save = {
        let doc = props.doc.clone();
        Callback::from(move |_| {
            let stem = doc.title.clone().unwrap_or_else(|| "stages".into());
            let stem: String = stem
                .chars()
                .filter(|c| !"\\/:*?\"<>|".contains(*c))
                .collect();
            let _ = browser::download(
                &format!("{}.json", stem.trim()),
                "application/json",
                &format::json::write_staged(&doc),
            );
        })
    };
    // A file's text, from the file input or handed over by another page: an event in stages
    // replaces this one (undo brings it back); a league or a Swiss event goes to its page.
    let open_text = {
        let edit = ui.edit.clone();
        let error = error.clone();
        Rc::new(move |name: String, text: String| {
            let kind = format::sniff::sniff(&text).kind();
            let page = match kind {
                DocumentKind::Staged => None,
                DocumentKind::Event => Some("swiss.html"),
                DocumentKind::League => Some("./"),
            };
            if let Some(page) = page {
                if !open::hand_over(&name, &text, page, lang) {
                    error.set(Some(format!("{name}: {}", common::other_page(lang, kind))));
                }
                return;
            }
            match format::json::read_staged(&text) {
                Ok(doc) => {
                    error.set(None);
                    edit.emit(StagedAction::Replace(Box::new(doc)));
                }
                Err(e) => error.set(Some(crate::report::error::message(
                    lang,
                    &e.with_file(&name),
                ))),
            }
        })
    };
    let open = {
        let error = error.clone();
        open::use_files(
            props.handoff,
            open_text,
            Rc::new(move |name: String, e: Option<crate::Error>| {
                let why = e.map_or(name, |e| crate::report::error::message(lang, &e));
                error.set(Some(why));
            }),
        )
    };
    html! {
        <div class="toolbar">
            <button type="button" class="new" onclick={new_event}>{ t.new_event }</button>
            <label class="button file">{ t.open }
                <input type="file" accept=".json,application/json" onchange={open} />
            </label>
            <button type="button" class="save" disabled={props.doc.players.is_empty()} onclick={save}>{ t.save }</button>
            <button type="button" class="undo" disabled={!props.can_undo} onclick={emit(|| StagedAction::Undo)}>{ t.undo }</button>
            <button type="button" class="redo" disabled={!props.can_redo} onclick={emit(|| StagedAction::Redo)}>{ t.redo }</button>
            <button type="button" class="print" onclick={Callback::from(|_| browser::print())}>{ t.print }</button>
            <button type="button" class="lang" onclick={props.on_lang.clone()}>{ t.other_lang }</button>
            <a class="button" href="./">{ t.league_page }</a>
            if let Some(e) = &*error { <p class="toolbar-error" role="alert">{ e }</p> }
        </div>
    }
}
