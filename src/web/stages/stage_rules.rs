//! A stage's tie-breaks, changed on the page: a preset of its format (a round robin's league
//! presets, a Swiss stage's Swiss presets) or codes typed in, as the file's `rules` says them
//! (`docs/stages.md`). A change the editor refuses (codes it cannot read, an order that would
//! undo a later stage's entrants) is said by the page's notices, and nothing changes.

use web_sys::{HtmlInputElement, HtmlSelectElement};
use yew::prelude::*;

use super::StagesUi;
use crate::editor::staged::StagedAction;
use crate::engine::stages::Format;
use crate::web::i18n::stages::text;
use crate::web::shell::ui::use_ui;

#[derive(Clone, PartialEq, Properties)]
pub struct Props {
    pub stage: usize,
    pub format: Format,
    /// The stage's `rules` as the file gives them (`None`: the RIF's).
    pub rules: Option<String>,
}

#[component]
pub fn StageRules(props: &Props) -> Html {
    let ui: StagesUi = use_ui();
    let lang = ui.lang;
    let t = text(lang);
    let presets: Vec<(&'static str, &'static str)> = match props.format {
        Format::RoundRobin { .. } => crate::engine::league::chain::PRESETS
            .iter()
            .map(|&id| (id, crate::web::i18n::preset_name(lang, id)))
            .collect(),
        Format::Swiss { .. } => crate::engine::swiss::PRESETS
            .iter()
            .filter(|p| p.id != "rif-team")
            .map(|p| (p.id, crate::web::i18n::swiss::preset_name(lang, p.id)))
            .collect(),
        Format::Matches { .. } => return Html::default(),
    };
    if ui.read_only {
        return Html::default();
    }
    let rif = match props.format {
        Format::Swiss { .. } => "rif-swiss",
        _ => "rif-round-robin",
    };
    let current = props.rules.clone().unwrap_or_else(|| rif.to_string());
    let known = presets.iter().any(|(id, _)| *id == current);
    let stage = props.stage;
    let set = {
        let edit = ui.edit.clone();
        move |value: String| {
            edit.emit(StagedAction::SetStageRules {
                stage,
                rules: Some(value).filter(|v| !v.trim().is_empty()),
            })
        }
    };
    let on_select = {
        let set = set.clone();
        Callback::from(move |e: Event| set(e.target_unchecked_into::<HtmlSelectElement>().value()))
    };
    let on_codes =
        Callback::from(move |e: Event| set(e.target_unchecked_into::<HtmlInputElement>().value()));
    html! {
        <div class="stage-rules">
            <label class="field">
                <span>{ t.tiebreaks }</span>
                <select onchange={on_select}>
                    { for presets.iter().map(|(id, name)| html! {
                        <option value={*id} selected={current == *id}>{ *name }</option>
                    }) }
                    if !known {
                        <option value={current.clone()} selected=true>{ current.clone() }</option>
                    }
                </select>
            </label>
            <label class="field">
                <span>{ t.codes }</span>
                <input type="text" value={if known { String::new() } else { current.clone() }}
                    placeholder={t.codes_hint} onchange={on_codes} />
            </label>
        </div>
    }
}
