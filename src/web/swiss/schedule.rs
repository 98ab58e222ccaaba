//! The round robin's schedule, for an event whose rounds are fixed in advance (a team event or a
//! round robin) and not scheduled yet: the boards per match, the cycles, and the button that
//! writes every round's matches (or games) from the Berger tables
//! ([`crate::document::event::SwissEvent::schedule`]). Results are then entered round by round
//! in the entry panel.

use web_sys::{HtmlInputElement, HtmlSelectElement};
use yew::prelude::*;

use super::{SwissProps, SwissUi};
use crate::document::event::SystemKind;
use crate::editor::swiss::{MAX_BOARDS, SwissAction};
use crate::web::i18n::team::team_words;
use crate::web::shell::ui::use_ui;

#[component]
pub fn SchedulePanel(props: &SwissProps) -> Html {
    let ui: SwissUi = use_ui();
    let w = team_words(ui.lang);
    let doc = &props.doc;
    let fixed = doc.boards.is_some() || doc.system == SystemKind::RoundRobin;
    let scheduled = doc
        .rounds
        .iter()
        .any(|r| !r.games.is_empty() || !r.matches.is_empty());
    let cycles = use_state(|| 1u32);
    if !fixed || scheduled || ui.read_only {
        return Html::default();
    }
    let on_boards = {
        let edit = ui.edit.clone();
        Callback::from(move |e: Event| {
            let s: HtmlSelectElement = e.target_unchecked_into();
            edit.emit(SwissAction::SetBoards(s.value().parse::<u32>().ok()));
        })
    };
    let on_cycles = {
        let cycles = cycles.clone();
        Callback::from(move |e: Event| {
            let i: HtmlInputElement = e.target_unchecked_into();
            cycles.set(i.value().parse::<u32>().unwrap_or(1).clamp(1, 4));
        })
    };
    let make = {
        let edit = ui.edit.clone();
        let cycles = *cycles;
        Callback::from(move |_| edit.emit(SwissAction::Schedule { cycles }))
    };
    let boards = doc.boards.unwrap_or(0);
    let option = |b: u32| {
        let label = if b == 0 {
            w.individual.to_string()
        } else {
            b.to_string()
        };
        html! { <option value={b.to_string()} selected={boards == b}>{ label }</option> }
    };
    let enough = doc.players.len() >= 2;
    html! {
        <section class="swiss-schedule" aria-labelledby="schedule-heading">
            <h2 id="schedule-heading">{ w.schedule_heading }</h2>
            <p class="note">{ w.schedule_help }</p>
            <label>{ w.boards }
                <select onchange={on_boards}>{ for (0..=MAX_BOARDS).map(option) }</select>
            </label>
            <label>{ w.cycles }
                <input type="number" min="1" max="4" value={cycles.to_string()} onchange={on_cycles} />
            </label>
            <button type="button" class="make-schedule" disabled={!enough} onclick={make}>{ w.make_schedule }</button>
            if !enough {
                <p class="note">{ w.need_two }</p>
            }
        </section>
    }
}
