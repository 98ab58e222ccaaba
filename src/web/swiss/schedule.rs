//! How the rounds of an event are made, before the first one: for a team event or a round
//! robin, the boards per match and the system. A round robin's schedule is written at once
//! from the Berger tables ([`crate::document::event::SwissEvent::schedule`]); a team Swiss
//! plans its rounds and is paired round by round in the director's panel. Results are then
//! entered round by round in the entry panel, a team match board by board.

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
    let round_robin = doc.system == SystemKind::RoundRobin;
    let fixed = doc.boards.is_some() || round_robin;
    let started = doc
        .rounds
        .iter()
        .any(|r| !r.games.is_empty() || !r.matches.is_empty());
    let cycles = use_state(|| 1u32);
    if !fixed || started || ui.read_only {
        return Html::default();
    }
    let on_boards = {
        let edit = ui.edit.clone();
        Callback::from(move |e: Event| {
            let s: HtmlSelectElement = e.target_unchecked_into();
            edit.emit(SwissAction::SetBoards(s.value().parse::<u32>().ok()));
        })
    };
    let on_system = {
        let edit = ui.edit.clone();
        let seeded = doc.pairing.as_ref().and_then(|p| p.seed).is_some();
        let planned = doc.planned_rounds.is_some();
        Callback::from(move |e: Event| {
            let s: HtmlSelectElement = e.target_unchecked_into();
            let swiss = s.value() == "swiss";
            edit.emit(SwissAction::SetSystem(if swiss {
                SystemKind::Swiss
            } else {
                SystemKind::RoundRobin
            }));
            if swiss && !seeded {
                // The lots' seed, kept in the file so that anyone can replay the draw.
                edit.emit(SwissAction::SetSeed((js_sys::Math::random() * 1e15) as u64));
            }
            if swiss && !planned {
                edit.emit(SwissAction::SetPlannedRounds(Some(DEFAULT_ROUNDS)));
            }
        })
    };
    let on_cycles = {
        let cycles = cycles.clone();
        Callback::from(move |e: Event| {
            let i: HtmlInputElement = e.target_unchecked_into();
            cycles.set(i.value().parse::<u32>().unwrap_or(1).clamp(1, 4));
        })
    };
    let on_rounds = {
        let edit = ui.edit.clone();
        Callback::from(move |e: Event| {
            let i: HtmlInputElement = e.target_unchecked_into();
            edit.emit(SwissAction::SetPlannedRounds(i.value().parse::<u32>().ok()));
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
    let how = if round_robin {
        html! {
            <>
                <label>{ w.cycles }
                    <input type="number" min="1" max="4" value={cycles.to_string()} onchange={on_cycles} />
                </label>
                <button type="button" class="make-schedule" disabled={!enough} onclick={make}>{ w.make_schedule }</button>
                if !enough {
                    <p class="note">{ w.need_two }</p>
                }
            </>
        }
    } else {
        let rounds = doc.planned_rounds.map_or(String::new(), |r| r.to_string());
        html! {
            <>
                <label>{ w.rounds }
                    <input type="number" min="1" max="99" value={rounds} onchange={on_rounds} />
                </label>
                <p class="note">{ w.swiss_help }</p>
            </>
        }
    };
    html! {
        <section class="swiss-schedule" aria-labelledby="schedule-heading">
            <h2 id="schedule-heading">{ w.schedule_heading }</h2>
            <p class="note">{ w.schedule_help }</p>
            <label>{ w.boards }
                <select onchange={on_boards}>{ for (0..=MAX_BOARDS).map(option) }</select>
            </label>
            <label>{ w.system }
                <select onchange={on_system}>
                    <option value="round_robin" selected={round_robin}>{ w.round_robin }</option>
                    <option value="swiss" selected={!round_robin}>{ w.swiss }</option>
                </select>
            </label>
            { how }
        </section>
    }
}

/// The rounds a team Swiss plans when the organiser has not said.
const DEFAULT_ROUNDS: u32 = 5;
