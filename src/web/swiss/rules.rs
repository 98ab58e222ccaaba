//! The rules: a preset or codes, and the unplayed-round edition.

use web_sys::{HtmlInputElement, HtmlSelectElement};
use yew::prelude::*;

use super::{SwissProps, words::words};
use crate::editor::swiss::SwissAction;
use crate::engine::swiss::{Edition, PRESETS};

#[component]
pub fn Rules(props: &SwissProps) -> Html {
    let w = words(props.lang);
    let current = props.doc.rules.clone().unwrap_or_default();
    let is_preset = PRESETS.iter().any(|p| p.id == current);
    let on_preset = {
        let edit = props.edit.clone();
        Callback::from(move |e: Event| {
            let s: HtmlSelectElement = e.target_unchecked_into();
            edit.emit(SwissAction::SetRules(s.value()));
        })
    };
    let on_codes = {
        let edit = props.edit.clone();
        Callback::from(move |e: Event| {
            let i: HtmlInputElement = e.target_unchecked_into();
            edit.emit(SwissAction::SetRules(i.value()));
        })
    };
    let on_edition = {
        let edit = props.edit.clone();
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
    html! {
        <section class="swiss-rules" aria-label={w.rules}>
            <label>
                { w.rules }
                <select onchange={on_preset}>
                    <option value="" selected={current.is_empty()}>{ w.rules_default }</option>
                    { for PRESETS.iter().map(|p| html! {
                        <option value={p.id} selected={p.id == current}>{ p.id }</option>
                    }) }
                    if !current.is_empty() && !is_preset {
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
                        <option value={e.id()} selected={e.id() == edition}>{ e.id() }</option>
                    }) }
                </select>
            </label>
        </section>
    }
}
