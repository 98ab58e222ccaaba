//! The new-event form: the players (or teams) pasted or typed one per line, whether they are
//! teams, a title; the system the RIF rules name for their number shown as they are typed
//! (`engine::stages::rif::plan`, worded by `report::staged`); one button makes the event.

use web_sys::{HtmlInputElement, HtmlTextAreaElement};
use yew::prelude::*;

use super::StagesUi;
use crate::editor::staged::StagedAction;
use crate::engine::stages::rif;
use crate::report::staged::{entry_name, format_name};
use crate::web::i18n::stages::{count, stage, text};
use crate::web::shell::ui::use_ui;

#[component]
pub fn NewEvent() -> Html {
    let ui: StagesUi = use_ui();
    let lang = ui.lang;
    let t = text(lang);
    let players = use_state(String::new);
    let team = use_state(|| false);
    let title = use_state(String::new);
    let n = crate::format::players::read(&players).map_or(0, |p| p.len());
    let kind = if *team {
        rif::Kind::Team
    } else {
        rif::Kind::Individual
    };
    let proposal = rif::plan(kind, n).map(|plan| {
        html! {
            <div class="proposal" aria-live="polite">
                <h3>{ format!("{} {}", t.proposed, count(lang, n, *team)) }</h3>
                <ol>
                    { for plan.stages.iter().enumerate().map(|(s, st)| html! {
                        <li>{ format!("{}: {} ({})", stage(lang, s), format_name(lang, st.format), entry_name(lang, st.entry)) }</li>
                    }) }
                </ol>
            </div>
        }
    });
    let on_players = {
        let players = players.clone();
        Callback::from(move |e: InputEvent| {
            players.set(e.target_unchecked_into::<HtmlTextAreaElement>().value())
        })
    };
    let on_team = {
        let team = team.clone();
        Callback::from(move |e: Event| {
            team.set(e.target_unchecked_into::<HtmlInputElement>().checked())
        })
    };
    let on_title = {
        let title = title.clone();
        Callback::from(move |e: InputEvent| {
            title.set(e.target_unchecked_into::<HtmlInputElement>().value())
        })
    };
    let make = {
        let edit = ui.edit.clone();
        let (players, team, title) = (players.clone(), team.clone(), title.clone());
        Callback::from(move |_| {
            edit.emit(StagedAction::New {
                players: (*players).clone(),
                team: *team,
                title: Some((*title).clone()),
            })
        })
    };
    html! {
        <section class="panel new-event" aria-labelledby="new-event-h">
            <h2 id="new-event-h">{ t.new_heading }</h2>
            <p class="hint">{ t.new_help }</p>
            <label class="field">
                <span>{ t.event_title }</span>
                <input type="text" class="event-title-input" value={(*title).clone()} oninput={on_title} />
            </label>
            <label class="field">
                <span>{ t.players_label }</span>
                <textarea class="players-input" rows="10" spellcheck="false" value={(*players).clone()} oninput={on_players} />
            </label>
            <label class="choice">
                <input type="checkbox" checked={*team} onchange={on_team} />
                <span>{ t.team }</span>
            </label>
            { for proposal }
            <p><button type="button" class="make-event" disabled={n < 2} onclick={make}>{ t.make }</button></p>
        </section>
    }
}
