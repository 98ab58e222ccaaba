//! What-if for the round being played: every outcome of its games (or a sample of them), each
//! player's best and worst place and chances, as the command line's `what-if` works them out
//! (`engine::swiss::whatif`).

use web_sys::HtmlInputElement;
use yew::prelude::*;

use super::{SwissProps, words::words};
use crate::engine::swiss::whatif::{Options, Prospects, analyse};
use crate::report::swiss::{percent, proven};
use crate::web::i18n::Lang;

/// The page works a round out on its own thread: at most this many outcomes one by one, else
/// outcomes drawn until every share is within ±2 percentage points (at most this many), and
/// each player's best and worst from one outcome built for them (the command line goes
/// further: ±0.5 points, a search, every core).
const LIMIT: u64 = 1 << 12;
const SAMPLES: u64 = 1 << 13;
const PRECISION: f64 = 0.02;

#[component]
pub fn WhatIf(props: &SwissProps) -> Html {
    let w = words(props.lang);
    let draws = use_state(|| false);
    let seats = use_state(|| 3u32);
    let result = use_state(|| None::<(Prospects, bool, u32)>);
    let Ok(a) = props.analysis.as_ref() else {
        return Html::default();
    };
    // Only a round paired and not yet entered: entered results would be ignored.
    if a.upcoming.games.is_empty() || a.entering.is_some() {
        return Html::default();
    }
    let run = {
        let analysis = props.analysis.clone();
        let result = result.clone();
        let draws = *draws;
        let seats = *seats;
        Callback::from(move |_| {
            if let Ok(a) = analysis.as_ref() {
                let options = Options {
                    draws,
                    limit: LIMIT,
                    samples: SAMPLES,
                    precision: Some(PRECISION),
                    seats: Some(seats as usize),
                    seed: 1,
                    search_budget: 1,
                };
                let p = analyse(
                    &a.input.event,
                    &a.upcoming,
                    &a.standings.codes,
                    a.standings.edition,
                    &options,
                );
                result.set(p.ok().map(|p| (p, draws, seats)));
            }
        })
    };
    let on_draws = {
        let draws = draws.clone();
        Callback::from(move |e: Event| {
            let i: HtmlInputElement = e.target_unchecked_into();
            draws.set(i.checked());
        })
    };
    let on_seats = {
        let seats = seats.clone();
        Callback::from(move |e: Event| {
            let i: HtmlInputElement = e.target_unchecked_into();
            if let Ok(k) = i.value().parse::<u32>() {
                seats.set(k.clamp(1, 99));
            }
        })
    };
    let table = (*result).as_ref().map(|(p, with_draws, k)| {
        let mut order: Vec<usize> = (0..a.names.len()).collect();
        order.sort_by_key(|&i| (p.players[i].best, p.players[i].worst));
        let how = if p.exact {
            w.whatif_exact
        } else {
            w.whatif_sampled
        };
        let draws = if *with_draws { w.whatif_with_draws } else { "" };
        let precision = p.precision.map_or(String::new(), |e| {
            let pp = format!("{:.1}", e * 100.0);
            match props.lang {
                Lang::Ja => format!("。割合は 95 % の確からしさで ±{pp} ポイント以内"),
                Lang::En => format!("; every share within ±{pp} percentage points at 95 %"),
            }
        });
        let summary = match props.lang {
            Lang::Ja => format!(
                "残り {} 局、結果 {} 通り（{how}{draws}。どの結果も同じ確率として{precision}）",
                p.games, p.outcomes
            ),
            Lang::En => format!(
                "{} games to play, {} outcomes ({how}{draws}; each equally likely{precision})",
                p.games, p.outcomes
            ),
        };
        let top_head = match props.lang {
            Lang::Ja => format!("上位{k}位 %"),
            Lang::En => format!("Top {k} %"),
        };
        html! {
            <>
                <p class="note" role="status">{ summary }</p>
                <div class="scroll" tabindex="0" role="region" aria-label={w.whatif}>
                    <table>
                        <thead><tr>
                            <th scope="col">{ w.name }</th>
                            <th scope="col">{ w.best }</th>
                            <th scope="col">{ w.worst }</th>
                            <th scope="col">{ w.first_percent }</th>
                            <th scope="col">{ top_head }</th>
                        </tr></thead>
                        <tbody>
                            { for order.iter().map(|&i| {
                                let pr = &p.players[i];
                                let top: u64 = pr.places.iter().take(*k as usize).sum();
                                html! { <tr>
                                    <th scope="row">{ &a.names[i] }</th>
                                    <td class="num">{ proven(pr.best, pr.best_exact) }</td>
                                    <td class="num">{ proven(pr.worst, pr.worst_exact) }</td>
                                    <td class="num">{ percent(pr.places[0], p.outcomes) }</td>
                                    <td class="num">{ percent(top, p.outcomes) }</td>
                                </tr> }
                            }) }
                        </tbody>
                    </table>
                </div>
            </>
        }
    });
    html! {
        <section class="swiss-whatif">
            <h2>{ w.whatif }</h2>
            <div class="swiss-whatif-form">
                <label><input type="checkbox" checked={*draws} onchange={on_draws} />{ w.whatif_draws }</label>
                <label>{ w.whatif_seats }
                    <input type="number" min="1" max="99" value={seats.to_string()} onchange={on_seats} />
                </label>
                <button type="button" onclick={run}>{ w.whatif_run }</button>
            </div>
            { table.unwrap_or_default() }
        </section>
    }
}
