//! The playoffs the rules require, with the places, stakes and format, and a way to record
//! each: a form for a finishing order, or, for a stepladder, the ladder game by game (the
//! league file's `playoffs[].games`). A recorded playoff that no longer applies is never
//! dropped silently: a notice says why, with Keep (leave it in the file) and Clear.

use std::rc::Rc;

use web_sys::HtmlSelectElement;
use yew::prelude::*;

use crate::web::shell::ui::use_ui;

use crate::editor::league::Action;
use crate::editor::league::analysis::Analysis;
use crate::engine::{Playoff, PlayoffFormat, SetAside};
use crate::web::{Ui, i18n};

#[derive(Properties, PartialEq)]
pub struct Props {
    pub analysis: Rc<Analysis>,
    pub names: Rc<Vec<String>>,
}

#[component]
pub fn Playoffs(props: &Props) -> Html {
    let ui: Ui = use_ui();
    let t = i18n::text(ui.lang);
    let Ok(r) = &props.analysis.ranked else {
        return html! {};
    };
    let provisional = r.ranking.provisional();
    // So far while a pending game can still make or break a tie; required once every playoff
    // listed is.
    let heading = if provisional
        && (r.ranking.playoffs.is_empty() || r.ranking.playoffs.iter().any(|p| p.breakable))
    {
        t.playoffs_so_far
    } else {
        t.playoffs
    };
    html! {
        <section class="panel playoffs" aria-labelledby="playoffs-h">
            <h2 id="playoffs-h">{ heading }</h2>
            { for r.ranking.set_aside.iter().filter(|_| !ui.read_only).map(|s| {
                let key = s.players.iter().map(|&i| props.names[i].as_str()).collect::<Vec<_>>().join("\u{1f}");
                html! { <SetAsideNotice key={key} set_aside={s.clone()} names={props.names.clone()} /> }
            }) }
            if r.ranking.playoffs.is_empty() {
                <p class="empty">{ if provisional { t.no_playoffs_so_far } else { t.no_playoffs } }</p>
            } else {
                <ul class="playoff-list">
                    { for r.ranking.playoffs.iter().map(|p| {
                        // Keyed by its players, so that a form's choices never carry over to
                        // another playoff.
                        let key = p.players.iter().map(|&i| props.names[i].as_str()).collect::<Vec<_>>().join("\u{1f}");
                        html! { <PlayoffItem key={key} playoff={p.clone()} names={props.names.clone()} {provisional} /> }
                    }) }
                </ul>
            }
        </section>
    }
}

#[derive(Properties, PartialEq)]
struct SetAsideProps {
    set_aside: SetAside,
    names: Rc<Vec<String>>,
}

/// A recorded playoff the standings leave out, and why; Keep collapses the notice (the record
/// stays in the file), Clear removes the record.
#[component]
fn SetAsideNotice(props: &SetAsideProps) -> Html {
    let ui: Ui = use_ui();
    let t = i18n::text(ui.lang);
    let kept = use_state(|| false);
    let players: Vec<String> = props
        .set_aside
        .players
        .iter()
        .map(|&i| props.names[i].clone())
        .collect();
    let who = players.join(" · ");
    let clear = {
        let edit = ui.edit.clone();
        let players = players.clone();
        Callback::from(move |_| {
            edit.emit(Action::ClearPlayoff {
                players: players.clone(),
            })
        })
    };
    if *kept {
        let expand = {
            let kept = kept.clone();
            Callback::from(move |_| kept.set(false))
        };
        return html! {
            <p class="stale-playoff kept" data-players={players.join(",")}>
                <button type="button" class="link" onclick={expand}>{ format!("{}{}{who} — {}", t.stale_playoff, t.colon, t.stale_kept) }</button>
            </p>
        };
    }
    let keep = {
        let kept = kept.clone();
        Callback::from(move |_| kept.set(true))
    };
    html! {
        <div class="notice warn stale-playoff" role="status" data-players={players.join(",")}>
            <p><strong>{ format!("{}{}{who}", t.stale_playoff, t.colon) }</strong></p>
            <p>{ i18n::set_aside(ui.lang, &props.set_aside.reason, &props.names) }</p>
            <button type="button" class="keep" onclick={keep}>{ t.keep }</button>
            <button type="button" class="clear" onclick={clear}>{ t.clear }</button>
        </div>
    }
}

#[derive(Properties, PartialEq)]
struct ItemProps {
    playoff: Playoff,
    names: Rc<Vec<String>>,
    /// Games are pending: the playoff says whether it is possible or required.
    provisional: bool,
}

#[component]
fn PlayoffItem(props: &ItemProps) -> Html {
    let ui: Ui = use_ui();
    let t = i18n::text(ui.lang);
    let p = &props.playoff;
    let m = p.players.len();
    // The order being entered: one choice per position but the last (which is implied).
    let choice = use_state(|| vec![None::<usize>; m.saturating_sub(1)]);
    let names: Vec<String> = p.players.iter().map(|&i| props.names[i].clone()).collect();
    let stakes: Vec<&str> = p.stakes.iter().map(|&s| i18n::stake(ui.lang, s)).collect();
    let heading = format!(
        "{} · {} {}{}",
        names.join(" · "),
        i18n::places(p.place, p.place_to),
        t.places,
        if stakes.is_empty() {
            String::new()
        } else {
            format!(" · {}", stakes.join(", "))
        }
    );

    let format_line = html! {
        <p class="playoff-format">
            { format!("{}: {}", t.playoff_format, i18n::format_name(ui.lang, p.format)) }
            if p.seeded { <br /><span class="seeded">{ t.decides_title_only }</span> }
        </p>
    };
    let body = match &p.result {
        Some(order) if ui.read_only => {
            let order: Vec<String> = order.iter().map(|&i| props.names[i].clone()).collect();
            html! { <p class="recorded">{ format!("{}: {}", t.recorded, order.join(" > ")) }</p> }
        }
        None if ui.read_only => html! {},
        // Nothing to record while a pending game can still break the tie.
        None if p.breakable => html! {},
        Some(order) => {
            let players = names.clone();
            let edit = ui.edit.clone();
            let order: Vec<String> = order.iter().map(|&i| props.names[i].clone()).collect();
            html! {
                <p class="recorded">
                    { format!("{}: {}", t.recorded, order.join(" > ")) }
                    <button type="button" onclick={move |_| edit.emit(Action::ClearPlayoff { players: players.clone() })}>{ t.clear_result }</button>
                </p>
            }
        }
        None if p.format == PlayoffFormat::Stepladder => html! {
            <Ladder playoff={p.clone()} names={props.names.clone()} provisional={props.provisional} />
        },
        None => {
            let selects = (0..m.saturating_sub(1)).map(|pos| {
                let current = choice.get(pos).copied().flatten().filter(|c| p.players.contains(c));
                let onchange = {
                    let choice = choice.clone();
                    let players = p.players.clone();
                    Callback::from(move |e: Event| {
                        let v = e.target_unchecked_into::<HtmlSelectElement>().value();
                        let mut next = (*choice).clone();
                        if let Some(slot) = next.get_mut(pos) {
                            *slot = v.parse::<usize>().ok().and_then(|k| players.get(k).copied());
                        }
                        choice.set(next);
                    })
                };
                html! {
                    <label class="field">
                        <span>{ i18n::nth(ui.lang, pos + 1) }</span>
                        <select {onchange}>
                            <option value="" selected={current.is_none()}>{ "—" }</option>
                            { for p.players.iter().enumerate().map(|(k, &i)| html! {
                                <option value={k.to_string()} selected={current == Some(i)}>{ props.names[i].clone() }</option>
                            }) }
                        </select>
                    </label>
                }
            });
            // A prefix of distinct choices is a valid (partial) order.
            let order: Vec<usize> = choice.iter().map_while(|c| *c).collect();
            let distinct = order
                .iter()
                .enumerate()
                .all(|(k, x)| !order[..k].contains(x));
            let ready = !order.is_empty() && distinct;
            let onclick = {
                let edit = ui.edit.clone();
                let players = names.clone();
                let all = p.players.clone();
                let pnames = props.names.clone();
                let choice = choice.clone();
                Callback::from(move |_| {
                    let mut order: Vec<usize> = choice.iter().map_while(|c| *c).collect();
                    // With every position but the last chosen, the last is the one left.
                    if order.len() + 1 == all.len() {
                        if let Some(&last) = all.iter().find(|x| !order.contains(x)) {
                            order.push(last);
                        }
                    }
                    edit.emit(Action::RecordPlayoff {
                        players: players.clone(),
                        order: order.iter().map(|&i| pnames[i].clone()).collect(),
                    });
                })
            };
            html! {
                <div class="playoff-form">
                    { for selects }
                    <button type="button" disabled={!ready} {onclick}>{ t.record_result }</button>
                </div>
            }
        }
    };
    html! {
        <li class={classes!("playoff", p.breakable.then_some("possible"))} data-players={names.join(",")}>
            <p class="playoff-head">{ heading }</p>
            if p.breakable {
                <p class="playoff-status possible">{ t.playoff_possible_note }</p>
            } else if props.provisional {
                <p class="playoff-status required">{ t.playoff_required_note }</p>
            }
            { format_line }
            { body }
        </li>
    }
}

/// A stepladder being played: the seeds in order, the games so far with their winners, and the
/// next game with a button for each player to record who won.
#[component]
fn Ladder(props: &ItemProps) -> Html {
    let ui: Ui = use_ui();
    let t = i18n::text(ui.lang);
    let p = &props.playoff;
    let name = |i: usize| props.names[i].clone();
    let players: Vec<String> = p.players.iter().map(|&i| name(i)).collect();
    let next = p.next.map(|(a, b)| {
        let button = |winner: usize| {
            let edit = ui.edit.clone();
            let action = Action::RecordPlayoffGame {
                players: players.clone(),
                a: name(a),
                b: name(b),
                winner: name(winner),
            };
            html! {
                <button type="button" class="won" onclick={move |_| edit.emit(action.clone())}>
                    { i18n::won(ui.lang, &name(winner)) }
                </button>
            }
        };
        html! {
            <p class="ladder-next">
                <span>{ format!("{}: {} – {}", t.next_game, name(a), name(b)) }</span>
                { button(a) }
                { button(b) }
            </p>
        }
    });
    let clear = (!p.games.is_empty()).then(|| {
        let edit = ui.edit.clone();
        let players = players.clone();
        html! {
            <button type="button" onclick={move |_| edit.emit(Action::ClearPlayoff { players: players.clone() })}>{ t.clear_result }</button>
        }
    });
    html! {
        <div class="ladder">
            <p class="ladder-seeds">
                { format!("{}: ", t.seeds) }
                { for p.players.iter().enumerate().map(|(k, &i)| html! {
                    <span class="seed">{ format!("{}. {}", k + 1, name(i)) }</span>
                }) }
            </p>
            if !p.games.is_empty() {
                <ol class="ladder-games" aria-label={t.ladder_games}>
                    { for p.games.iter().map(|g| html! {
                        <li>{ format!("{} – {}: {}", name(g.a), name(g.b), i18n::won(ui.lang, &name(g.winner))) }</li>
                    }) }
                </ol>
            }
            { next.unwrap_or_default() }
            { clear.unwrap_or_default() }
        </div>
    }
}
