//! The heat map: players × places, each cell the probability of that place, as a number and a
//! shade (five steps, dark text on light and white on dark so every number stays readable).
//! A real table with row and column headers; each cell's title says it in words. Players are
//! listed by their expected place.

use std::rc::Rc;

use yew::prelude::*;

use crate::web::shell::ui::use_ui;

use crate::engine::league::whatif::WhatIf;
use crate::web::{Ui, i18n};

#[derive(Properties, PartialEq)]
pub struct Props {
    pub what: Rc<WhatIf>,
    pub names: Rc<Vec<String>>,
}

/// The shade step of a probability: 0 for none, then 1..=5.
pub fn shade(p: f64) -> usize {
    match p {
        p if p <= 0.0 => 0,
        p if p <= 0.1 => 1,
        p if p <= 0.25 => 2,
        p if p <= 0.5 => 3,
        p if p <= 0.75 => 4,
        _ => 5,
    }
}

/// Players in order of expected place (then table order).
pub fn by_expected_place(what: &WhatIf) -> Vec<usize> {
    let expected = |p: usize| -> f64 {
        what.players[p]
            .places
            .iter()
            .enumerate()
            .map(|(k, x)| (k + 1) as f64 * x)
            .sum()
    };
    let mut order: Vec<usize> = (0..what.players.len()).collect();
    crate::engine::sort::by(&mut order, |&a, &b| {
        expected(a).total_cmp(&expected(b)).then(a.cmp(&b))
    });
    order
}

#[component]
pub fn HeatMap(props: &Props) -> Html {
    let ui: Ui = use_ui();
    let t = i18n::text(ui.lang);
    let w = i18n::whatif(ui.lang);
    let n = props.what.players.len();
    let name = |p: usize| {
        props
            .names
            .get(p)
            .cloned()
            .unwrap_or_else(|| format!("#{}", p + 1))
    };
    let rows = by_expected_place(&props.what).into_iter().map(|p| {
        let o = &props.what.players[p];
        let who = name(p);
        html! {
            <tr data-player={who.clone()}>
                <th scope="row">{ who.clone() }</th>
                { for o.places.iter().enumerate().map(|(k, &x)| html! {
                    <td class={classes!("heat", format!("heat-{}", shade(x)))}
                        title={i18n::place_chance(ui.lang, &who, k + 1, x)}>
                        { if x > 0.0 { i18n::percent(x) } else { String::new() } }
                    </td>
                }) }
            </tr>
        }
    });
    html! {
        <div class="scroll">
            <table class="heat-map">
                <caption>{ w.heat_caption }</caption>
                <thead><tr>
                    <th scope="col">{ t.player }</th>
                    { for (1..=n).map(|k| html! { <th scope="col" class="num">{ k }</th> }) }
                </tr></thead>
                <tbody>{ for rows }</tbody>
            </table>
        </div>
    }
}
