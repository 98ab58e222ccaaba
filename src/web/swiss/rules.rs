//! The rules: a preset by name or codes, and how rounds not played count (the edition). The
//! codes of the list in force are shown, and explained in the standings' legend.

use web_sys::{HtmlInputElement, HtmlSelectElement};
use yew::prelude::*;

use super::{SwissProps, SwissUi};
use crate::editor::swiss::SwissAction;
use crate::engine::swiss::{Edition, PRESETS};
use crate::report::swiss::edition_name;
use crate::web::i18n::swiss::{preset_name, words};
use crate::web::shell::ui::use_ui;

#[component]
pub fn Rules(props: &SwissProps) -> Html {
    let ui: SwissUi = use_ui();
    let w = words(ui.lang);
    let current = props.doc.rules.clone().unwrap_or_default();
    // An alias (`rif-rr`) is the preset it names.
    let preset = crate::engine::swiss::Preset::find(&current);
    let on_preset = {
        let edit = ui.edit.clone();
        Callback::from(move |e: Event| {
            let s: HtmlSelectElement = e.target_unchecked_into();
            edit.emit(SwissAction::SetRules(s.value()));
        })
    };
    let on_codes = {
        let edit = ui.edit.clone();
        Callback::from(move |e: Event| {
            let i: HtmlInputElement = e.target_unchecked_into();
            edit.emit(SwissAction::SetRules(i.value()));
        })
    };
    let on_edition = {
        let edit = ui.edit.clone();
        Callback::from(move |e: Event| {
            let s: HtmlSelectElement = e.target_unchecked_into();
            edit.emit(SwissAction::SetEdition(s.value()));
        })
    };
    let edition = props.doc.edition.clone().unwrap_or_default();
    let shown_codes = match props.analysis.as_ref() {
        Ok(a) => a
            .standings
            .codes
            .iter()
            .map(|c| c.text())
            .collect::<Vec<_>>()
            .join(","),
        Err(_) => current.clone(),
    };
    let default = props.doc.default_rules();
    html! {
        <section class="swiss-rules" aria-label={w.rules}>
            <label>
                { w.rules }
                <select onchange={on_preset}>
                    <option value="" selected={current.is_empty()}>
                        { format!("{} — {}", w.rules_default, preset_name(ui.lang, default)) }
                    </option>
                    { for PRESETS.iter().map(|p| html! {
                        <option value={p.id} selected={!current.is_empty() && preset.is_some_and(|q| q.id == p.id)}>
                            { preset_name(ui.lang, p.id) }
                        </option>
                    }) }
                    if !current.is_empty() && preset.is_none() {
                        <option value={current.clone()} selected=true>{ current.clone() }</option>
                    }
                </select>
            </label>
            <label>
                { w.custom }
                <input type="text" value={shown_codes} onchange={on_codes} />
            </label>
            <label>
                { w.edition }
                <select onchange={on_edition}>
                    <option value="" selected={edition.is_empty()}>{ w.edition_by_date }</option>
                    { for Edition::ALL.iter().map(|e| html! {
                        <option value={e.id()} selected={e.id() == edition}>{ edition_name(ui.lang, *e) }</option>
                    }) }
                </select>
            </label>
        </section>
    }
}
