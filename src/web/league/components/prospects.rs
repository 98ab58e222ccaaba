//! Each player's prospects: best and worst place, the chance of the title and of a seat (the
//! rules alone; the share left to a playoff apart; the 95 % interval when sampled) with
//! clinched / eliminated badges; then, one details element per player, the conditions in words,
//! and "Show in table" for the best and worst outcome and for the first case of each condition.

use std::rc::Rc;

use yew::prelude::*;

use crate::web::shell::ui::use_ui;

use crate::editor::league::outcomes::{outcome_cells, term_cells};
use crate::engine::league::whatif::cover::{Cover, Term};
use crate::engine::league::whatif::{Extreme, Outlook, Target, WhatIf};
use crate::lang::Lang;
use crate::report::league_whatif::{condition_words, term_words};
use crate::web::league::state::Hypothetical;
use crate::web::{Ui, i18n};

use super::heat_map::by_expected_place;

#[derive(Properties, PartialEq)]
pub struct Props {
    pub what: Rc<WhatIf>,
    pub names: Rc<Vec<String>>,
    /// The table changed since: nothing can be shown in it.
    pub disabled: bool,
    pub on_show: Callback<Hypothetical>,
}

/// The first case of a condition, if it lists any.
fn first_case(target: &Target) -> Option<&Term> {
    match &target.condition.as_ref()?.cover {
        Cover::Terms { terms, .. } => terms.first(),
        Cover::Summary { shown, .. } => shown.first(),
        Cover::Always | Cover::Never => None,
    }
}

fn extreme_place(e: &Extreme) -> String {
    if e.exact {
        e.place.to_string()
    } else {
        format!("{}?", e.place)
    }
}

#[component]
pub fn Prospects(props: &Props) -> Html {
    let ui: Ui = use_ui();
    let t = i18n::text(ui.lang);
    let w = i18n::whatif(ui.lang);
    let what = &props.what;
    let names = &props.names;
    let order = by_expected_place(what);

    let target_cell = |target: Option<&Target>| -> Html {
        let Some(target) = target else {
            return html! { <td class="target">{ "–" }</td> };
        };
        html! {
            <td class="target">
                <span class="p">{ format!("{} %", i18n::percent(target.probability)) }</span>
                if let Some([lo, hi]) = target.interval {
                    <span class="interval">{ format!(" [{}–{}]", i18n::percent(lo), i18n::percent(hi)) }</span>
                }
                if target.playoff_probability > 0.0 {
                    <span class="playoff-share">{ format!(" {}", i18n::playoff_share(ui.lang, target.playoff_probability)) }
                        if let Some([lo, hi]) = target.playoff_interval {
                            { format!(" [{}–{}]", i18n::percent(lo), i18n::percent(hi)) }
                        }
                    </span>
                }
                if target.clinched {
                    <span class="tag clinched">{ w.clinched }</span>
                } else if target.eliminated {
                    <span class="tag eliminated">{ w.eliminated }</span>
                }
            </td>
        }
    };

    let has_seat = what.players.iter().any(|o| o.seat.is_some());
    let rows = order.iter().map(|&p| {
        let o = &what.players[p];
        html! {
            <tr data-player={names[p].clone()}>
                <th scope="row">{ names[p].clone() }</th>
                <td class="range">{ format!("{}–{}", extreme_place(&o.best), extreme_place(&o.worst)) }</td>
                { target_cell(Some(&o.title)) }
                if has_seat { { target_cell(o.seat.as_ref()) } }
            </tr>
        }
    });

    let show = |cells, en: String, ja: String| {
        let on_show = props.on_show.clone();
        Callback::from(move |_: MouseEvent| {
            on_show.emit(Hypothetical {
                cells: Vec::clone(&cells),
                en: en.clone(),
                ja: ja.clone(),
            })
        })
    };
    let both = |f: &dyn Fn(Lang) -> String| (f(Lang::En), f(Lang::Ja));

    let details = order.iter().map(|&p| {
        let o: &Outlook = &what.players[p];
        let name = names[p].clone();
        let extreme = |best: bool| {
            let e = if best { &o.best } else { &o.worst };
            let cells = outcome_cells(&what.pending, &e.outcome);
            let (en, ja) = both(&|l| i18n::shown_extreme(l, &name, best, e.place));
            let label = i18n::extreme(ui.lang, best, e.place);
            html! {
                <p class="extreme">
                    { label.clone() }
                    if !e.exact { { format!(" ({})", w.not_proven) } }
                    { " " }
                    <button type="button" class={if best { "show show-best" } else { "show show-worst" }}
                        disabled={props.disabled}
                        aria-label={format!("{name}: {label}: {}", w.show)}
                        onclick={show(cells, en, ja)}>{ w.show }</button>
                </p>
            }
        };
        let condition = |target: &Target, kind: &'static str, heading: &'static str| {
            let words = condition_words(ui.lang, names, what, target);
            let case = first_case(target).map(|term| {
                let cells = term_cells(what, term, &o.best.outcome);
                let heading_in = |l: Lang| i18n::whatif(l).title_or_seat(kind);
                let (en, ja) = both(&|l| {
                    i18n::shown_case(l, &name, heading_in(l), &term_words(l, names, what, term))
                });
                html! {
                    <button type="button" class={format!("show show-{kind}")}
                        disabled={props.disabled}
                        aria-label={format!("{name}: {heading}: {}", w.show_case)}
                        onclick={show(cells, en, ja)}>{ w.show_case }</button>
                }
            });
            html! {
                <div class={classes!("condition", kind)}>
                    <strong>{ heading }</strong>
                    if let Some(lead) = words.lead {
                        <p class="lead">{ lead }</p>
                    }
                    if !words.cases.is_empty() {
                        <ul>{ for words.cases.into_iter().map(|l| html! { <li>{ l }</li> }) }</ul>
                    }
                    if let Some(free) = words.free {
                        <p class="free">{ free }</p>
                    }
                    { for case }
                </div>
            }
        };
        html! {
            <details class="player-conditions" data-player={name.clone()}>
                <summary>{ format!("{name} ({}–{})", extreme_place(&o.best), extreme_place(&o.worst)) }</summary>
                { extreme(true) }
                { extreme(false) }
                { condition(&o.title, "title", w.title) }
                { for o.seat.as_ref().map(|s| condition(s, "seat", w.seat)) }
            </details>
        }
    });

    html! {
        <div class="prospects">
            <h3>{ w.prospects }</h3>
            <div class="scroll">
                <table class="prospects-table">
                    <thead><tr>
                        <th scope="col">{ t.player }</th>
                        <th scope="col">{ w.best_worst }</th>
                        <th scope="col">{ w.title }</th>
                        if has_seat { <th scope="col">{ w.seat }</th> }
                    </tr></thead>
                    <tbody>{ for rows }</tbody>
                </table>
            </div>
            <h3>{ w.conditions }</h3>
            { for details }
        </div>
    }
}
