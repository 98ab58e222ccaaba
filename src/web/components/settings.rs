//! The league's title, rule chain (a preset or typed criterion codes) and seats.

use web_sys::{HtmlInputElement, HtmlSelectElement};
use yew::prelude::*;

use crate::editor::Action;
use crate::engine::chain::PRESETS;
use crate::web::{Ui, i18n};

#[derive(Properties, PartialEq)]
pub struct Props {
    pub title: Option<String>,
    pub rules: Option<String>,
    pub seats: Option<u32>,
}

const CUSTOM: &str = "custom";

#[function_component]
pub fn Settings(props: &Props) -> Html {
    let ui = use_context::<Ui>().expect("Ui context");
    let t = i18n::text(ui.lang);
    let rules = props.rules.clone().unwrap_or_else(|| "fukui".into());
    let is_preset = PRESETS.contains(&rules.as_str());
    // The custom field opens when chosen, and stays open while the typed chain is not a preset.
    let custom_open = use_state(|| false);
    let show_custom = *custom_open || !is_preset;

    let on_title = {
        let edit = ui.edit.clone();
        Callback::from(move |e: Event| {
            let v = e.target_unchecked_into::<HtmlInputElement>().value();
            edit.emit(Action::SetTitle(Some(v)));
        })
    };
    let on_preset = {
        let edit = ui.edit.clone();
        let custom_open = custom_open.clone();
        Callback::from(move |e: Event| {
            let v = e.target_unchecked_into::<HtmlSelectElement>().value();
            if v == CUSTOM {
                custom_open.set(true);
            } else {
                custom_open.set(false);
                edit.emit(Action::SetRules(v));
            }
        })
    };
    let on_chain = {
        let edit = ui.edit.clone();
        Callback::from(move |e: Event| {
            let v = e.target_unchecked_into::<HtmlInputElement>().value();
            edit.emit(Action::SetRules(v.trim().to_string()));
        })
    };
    let on_seats = {
        let edit = ui.edit.clone();
        Callback::from(move |e: Event| {
            let input = e.target_unchecked_into::<HtmlInputElement>();
            let v = input.value();
            let seats = match v.trim() {
                "" => Ok(None),
                v => v.parse::<u32>().map(Some),
            };
            match seats {
                Ok(seats) => {
                    input.set_custom_validity("");
                    edit.emit(Action::SetSeats(seats));
                }
                Err(_) => {
                    input.set_custom_validity(t.seats_help);
                    input.report_validity();
                }
            }
        })
    };
    let selected = if show_custom { CUSTOM } else { rules.as_str() };

    html! {
        <section class="panel settings" aria-label={t.rules}>
            <label class="field title">
                <span>{ t.league_title }</span>
                <input type="text" value={props.title.clone().unwrap_or_default()} onchange={on_title} />
            </label>
            <label class="field rules">
                <span>{ t.rules }</span>
                <select onchange={on_preset}>
                    { for t.presets.iter().map(|(id, name)| html! {
                        <option value={*id} selected={selected == *id}>{ *name }</option>
                    }) }
                    <option value={CUSTOM} selected={selected == CUSTOM}>{ t.custom_rules }</option>
                </select>
            </label>
            if show_custom {
                <label class="field chain">
                    <span>{ t.custom_rules }</span>
                    <input type="text" class="chain-input" value={rules.clone()} placeholder="PTS,SB,DE,WIN"
                        spellcheck="false" autocapitalize="characters" title={t.rules_help} onchange={on_chain} />
                </label>
            }
            <label class="field seats">
                <span>{ t.seats }</span>
                <input type="number" min="0" value={props.seats.map(|s| s.to_string()).unwrap_or_default()}
                    title={t.seats_help} onchange={on_seats} />
            </label>
            <p class="help">{ t.rules_help }</p>
        </section>
    }
}
