//! The rounds panel of the league page: before a schedule, "Make the schedule" (the Berger
//! tables, `Action::Schedule`) and players pasted as a list (`Action::AddPlayers`); with one,
//! a tab per round, the round's pairing list with one tap per result
//! (`Action::SetGameResult`), who rests, and the round's printout (the list and a result slip
//! per board).
//!
//! Only renders: the rounds are `document::schedule::rounds`, the boards and their marks
//! `report::schedule::boards`, every change an editor action.

use std::rc::Rc;

use web_sys::{HtmlInputElement, HtmlTextAreaElement};
use yew::prelude::*;

use crate::document::league::League;
use crate::document::schedule::{next_round, rounds};
use crate::editor::league::{Action, cycles};
use crate::engine::Outcome;
use crate::report::schedule::{Board, boards, words};
use crate::web::shell::browser;
use crate::web::shell::result_taps::ResultTaps;
use crate::web::shell::ui::use_ui;
use crate::web::{Ui, i18n};

#[derive(Properties, PartialEq)]
pub struct Props {
    pub doc: Rc<League>,
}

#[component]
pub fn Rounds(props: &Props) -> Html {
    let ui: Ui = use_ui();
    let lang = ui.lang;
    let t = i18n::rounds::text(lang);
    let w = words(lang);
    let doc = &props.doc;
    let all = use_memo(props.doc.clone(), |doc| rounds(doc));
    let chosen = use_state_eq(|| None::<u32>);
    let swap = use_state_eq(|| false);
    let pasted = use_node_ref();

    let paste = {
        let edit = ui.edit.clone();
        let pasted = pasted.clone();
        Callback::from(move |_| {
            if let Some(area) = pasted.cast::<HtmlTextAreaElement>() {
                let text = area.value();
                if !text.trim().is_empty() {
                    edit.emit(Action::AddPlayers(text));
                    area.set_value("");
                }
            }
        })
    };
    let paste_form = html! {
        <details class="paste-players">
            <summary>{ t.paste }</summary>
            <p class="hint">{ t.paste_help }</p>
            <label class="field">
                <span>{ t.paste_label }</span>
                <textarea ref={pasted} rows="6" spellcheck="false" />
            </label>
            <button type="button" class="add-players" onclick={paste}>{ t.paste_button }</button>
        </details>
    };

    if all.is_empty() {
        let make = {
            let edit = ui.edit.clone();
            let swap = swap.clone();
            Callback::from(move |_| {
                edit.emit(Action::Schedule {
                    swap_last_two: *swap,
                })
            })
        };
        let on_swap = {
            let swap = swap.clone();
            Callback::from(move |e: Event| {
                swap.set(e.target_unchecked_into::<HtmlInputElement>().checked())
            })
        };
        return html! {
            <section class="panel rounds" aria-labelledby="rounds-h">
                <h2 id="rounds-h">{ t.heading }</h2>
                <p class="hint">{ t.intro }</p>
                if cycles(doc) > 1 {
                    <label class="choice">
                        <input type="checkbox" checked={*swap} onchange={on_swap} />
                        <span>{ t.swap_last_two }</span>
                    </label>
                }
                <p><button type="button" class="make-schedule" disabled={doc.players.len() < 2} onclick={make}>{ t.make }</button></p>
                { paste_form }
            </section>
        };
    }

    let current = (*chosen)
        .filter(|r| all.iter().any(|x| x.number == *r))
        .or_else(|| next_round(doc, &all))
        .unwrap_or_else(|| all.last().map_or(1, |r| r.number));
    let round = all.iter().find(|r| r.number == current).cloned();
    let Some(round) = round else {
        return html! {};
    };
    let list = boards(doc, &round);
    let tabs = all.iter().map(|r| {
        let number = r.number;
        let done = r
            .games
            .iter()
            .all(|&k| doc.games[k].result != Outcome::Pending);
        let chosen = chosen.clone();
        let selected = number == current;
        html! {
            <button type="button" role="tab" class={classes!("round-tab", done.then_some("done"))}
                aria-selected={selected.to_string()}
                onclick={Callback::from(move |_| chosen.set(Some(number)))}>
                { number }
                if done { <span class="tick" aria-label={t.complete} title={t.complete}>{ "✓" }</span> }
            </button>
        }
    });
    let row = |(k, b): (usize, &Board)| {
        // The game's result seen from the player named first; a tap sets it back as `a`'s.
        let g = &doc.games[b.game];
        let a_first = g.a == b.first;
        let seen = if a_first {
            g.result
        } else {
            g.result.flipped()
        };
        let on_set = {
            let edit = ui.edit.clone();
            let (game, number) = (b.game, round.number);
            Callback::from(move |o: Outcome| {
                edit.emit(Action::SetGameResult {
                    round: number,
                    game,
                    result: if a_first { o } else { o.flipped() },
                })
            })
        };
        html! {
            <li class={classes!("board", (!b.pending).then_some("played"))}>
                <span class="board-no">{ k + 1 }</span>
                <ResultTaps {lang} first={b.first.clone()} second={b.second.clone()} {seen} read_only={ui.read_only} {on_set} />
            </li>
        }
    };
    let rests: Vec<&str> = round
        .rests
        .iter()
        .map(|&i| doc.players[i].name.as_str())
        .collect();
    let rests_text = (!rests.is_empty()).then(|| {
        i18n::common::labelled(
            lang,
            w.rests,
            &rests.join(if lang == i18n::Lang::Ja { "、" } else { ", " }),
        )
    });
    let clear_schedule = {
        let edit = ui.edit.clone();
        Callback::from(move |_| edit.emit(Action::ClearSchedule))
    };
    let title = doc.title.clone().unwrap_or_default();
    let heading = (w.round)(round.number);
    html! {
        <section class="panel rounds" aria-labelledby="rounds-h">
            <h2 id="rounds-h">{ t.heading }</h2>
            <div class="round-tabs" role="tablist" aria-label={t.rounds_label}>{ for tabs }</div>
            <h3>{ &heading }</h3>
            if round.games.iter().all(|&k| doc.games[k].first.is_some()) {
                <p class="hint">{ w.order_note }</p>
            }
            if !ui.read_only { <p class="hint">{ t.tap_help }</p> }
            <ol class="boards">{ for list.iter().enumerate().map(row) }</ol>
            if let Some(r) = &rests_text { <p class="rests">{ r }</p> }
            <div class="round-actions">
                <button type="button" class="print-round-button" onclick={Callback::from(|_| browser::print_part("round"))}>{ i18n::rounds::print_round(lang, round.number) }</button>
                if !ui.read_only {
                    <button type="button" class="clear-schedule" title={t.clear_schedule_help} onclick={clear_schedule}>{ t.clear_schedule }</button>
                }
            </div>
            if !ui.read_only { { paste_form } }
            <div class="print-round" aria-hidden="true">
                <h2>{ format!("{title}  {heading}") }</h2>
                <table>
                    <thead><tr><th>{ w.board }</th><th>{ w.first }</th><th></th><th>{ w.second }</th><th>{ w.result }</th></tr></thead>
                    <tbody>
                        { for list.iter().enumerate().map(|(k, b)| html! {
                            <tr><td>{ k + 1 }</td><td>{ &b.first }</td><td>{ "–" }</td><td>{ &b.second }</td>
                                <td>{ if b.pending { String::new() } else { format!("{} {}", b.first_mark, b.second_mark) } }</td></tr>
                        }) }
                    </tbody>
                </table>
                if let Some(r) = &rests_text { <p>{ r }</p> }
                <div class="slips">
                    { for list.iter().enumerate().map(|(k, b)| html! {
                        <div class="slip">
                            <p><strong>{ format!("{title}  {heading}  {} {}", w.board, k + 1) }</strong></p>
                            <p>{ format!("{} ☐ {}    {} ☐ {}", b.first, t.slip_wins, b.second, t.slip_wins) }</p>
                            <p>{ format!("{}: ______    {}: ______________", t.slip_result, t.slip_sign) }</p>
                        </div>
                    }) }
                </div>
            </div>
        </section>
    }
}
