//! The crosstable without controls: numbers, names, a mark per meeting, score and record. What an
//! embed, a shared league and the printout show (the editor's grid has buttons and inputs).
//! Hypothetical results (a what-if outcome) are marked in the cell, not by style alone.
//! It carries no `id`, so that the printout's copy can sit in the page beside the editor.

use std::rc::Rc;

use yew::prelude::*;

use crate::web::shell::ui::use_ui;

use crate::editor::league::CellResult;
use crate::editor::league::analysis::Analysis;
use crate::engine::Side;
use crate::format::marks::written;
use crate::web::i18n::publish;
use crate::web::{Ui, i18n};

#[derive(Properties, PartialEq)]
pub struct Props {
    pub analysis: Rc<Analysis>,
    pub names: Rc<Vec<String>>,
    /// Results shown that were not played (a what-if outcome), from their row's side.
    #[prop_or_default]
    pub hypothetical: Rc<Vec<CellResult>>,
}

/// A player's wins, draws and losses over the grid (forfeits with wins and losses).
fn record(row: &[Vec<Side>]) -> (usize, usize, usize) {
    let count = |f: fn(Side) -> bool| row.iter().flatten().filter(|&&s| f(s)).count();
    (
        count(|s| matches!(s, Side::Win | Side::ForfeitWin)),
        count(|s| s == Side::Draw),
        count(|s| matches!(s, Side::Loss | Side::ForfeitLoss)),
    )
}

#[component]
pub fn PlainCrosstable(props: &Props) -> Html {
    let ui: Ui = use_ui();
    let t = i18n::text(ui.lang);
    let p = publish::text(ui.lang);
    let grid = &props.analysis.grid;
    let n = props.names.len().min(grid.len());
    let hypothetical = |r: usize, c: usize, k: usize| {
        props
            .hypothetical
            .iter()
            .any(|h| h.meeting == k && ((h.row, h.col) == (r, c) || (h.row, h.col) == (c, r)))
    };
    let band = |i: usize| {
        props.analysis.ranked.as_ref().ok().and_then(|r| {
            let b = r.block_of.get(i).copied().flatten()?;
            Some((r.colours[b], r.names[b].clone()))
        })
    };
    let rows = (0..n).map(|i| {
        let cells = (0..n).map(|j| {
            if i == j {
                return html! { <td class="self" aria-label={p.own_cell}></td> };
            }
            let meetings = grid[i].get(j).map(Vec::as_slice).unwrap_or_default();
            html! {
                <td class="mark">
                    { for meetings.iter().enumerate().map(|(k, &side)| {
                        if hypothetical(i, j, k) {
                            html! { <span class="hypo" title={p.hypothetical_cell}>{ written(side) }<span class="visually-hidden">{ format!(" ({})", p.hypothetical_cell) }</span></span> }
                        } else {
                            html! { <span>{ written(side) }</span> }
                        }
                    }) }
                </td>
            }
        });
        let (w, d, l) = record(&grid[i]);
        let band = band(i);
        html! {
            <tr class={classes!(band.as_ref().and_then(|b| b.0).map(|c| format!("band band-{c}")))} data-player={props.names[i].clone()}>
                <td class="num">{ i + 1 }</td>
                <th scope="row" class="name" title={props.names[i].clone()}>
                    if let Some((_, name)) = &band { <span class="band-tag">{ name.clone() }</span> }
                    { props.names[i].clone() }
                </th>
                { for cells }
                <td class="score">{ props.analysis.scores.get(i).map(ToString::to_string).unwrap_or_default() }</td>
                <td class="wdl">{ format!("{w}-{d}-{l}") }</td>
            </tr>
        }
    });
    html! {
        <section class="panel plain-crosstable" aria-label={t.crosstable}>
            <h2>{ t.crosstable }</h2>
            // Focusable, so that the keyboard can scroll a table wider than the screen.
            <div class="scroll" tabindex="0" role="group" aria-label={t.crosstable}>
                <table class="plain-table">
                    <thead><tr>
                        <th scope="col" class="num">{ "#" }</th>
                        <th scope="col">{ t.player }</th>
                        { for (0..n).map(|j| html! {
                            <th scope="col" class="opponent" title={props.names[j].clone()}>
                                <abbr title={props.names[j].clone()}>{ j + 1 }</abbr>
                            </th>
                        }) }
                        <th scope="col">{ t.score }</th>
                        <th scope="col">{ t.wdl }</th>
                    </tr></thead>
                    <tbody>{ for rows }</tbody>
                </table>
            </div>
        </section>
    }
}
