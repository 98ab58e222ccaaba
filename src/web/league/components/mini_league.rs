//! One tied block as a small crosstable of the games among its players, with the steps the
//! rules tried and the values compared; blocks tied again inside it are nested below.

use std::rc::Rc;

use yew::prelude::*;

use crate::web::shell::ui::use_ui;

use crate::editor::league::analysis::Analysis;
use crate::report::text::{best_first, criterion_name, list_sep, value_text};
use crate::web::league::components::cross_row::cell_mark;
use crate::web::{Ui, i18n};

#[derive(Properties, PartialEq)]
pub struct Props {
    pub analysis: Rc<Analysis>,
    pub names: Rc<Vec<String>>,
    pub block: usize,
    pub selected: Option<usize>,
}

#[component]
pub fn MiniLeague(props: &Props) -> Html {
    let ui: Ui = use_ui();
    let t = i18n::text(ui.lang);
    let Ok(r) = &props.analysis.ranked else {
        return html! {};
    };
    let b = props.block;
    let block = &r.ranking.blocks[b];
    let name = |p: usize| props.names[p].clone();
    let formed = block
        .formed_by
        .map(|c| criterion_name(ui.lang, &r.chain, c))
        .unwrap_or_default();

    let steps = block.steps.iter().map(|step| {
        let values: Vec<String> = best_first(&step.values)
            .iter()
            .map(|&(p, v)| format!("{} {}", name(p), value_text(ui.lang, v)))
            .collect();
        html! {
            <li class={classes!("step", step.split().then_some("split"))}>
                <span class="badge criterion">{ step.label.clone() }</span>
                <span class="step-name">{ criterion_name(ui.lang, &r.chain, step.criterion) }</span>
                <span class="step-values">{ values.join(list_sep(ui.lang)) }</span>
            </li>
        }
    });

    let table = block.mini_league.as_ref().map(|m| {
        let head = m.players.iter().map(|&p| html! { <th scope="col" title={name(p)}>{ name(p) }</th> });
        let rows = m.players.iter().enumerate().map(|(k, &p)| {
            let cells = m.players.iter().map(|&q| {
                let sides = &props.analysis.grid[p][q];
                let words: Vec<&str> = sides.iter().map(|&s| i18n::side_name(ui.lang, s)).collect();
                let marks: String = sides.iter().map(|&s| cell_mark(s)).collect();
                html! {
                    <td class={classes!("cell", (p == q).then_some("diag"))}
                        aria-label={if p == q { String::new() } else { format!("{} – {}: {}", name(p), name(q), words.join(list_sep(ui.lang))) }}>
                        { if p == q { String::new() } else { marks } }
                    </td>
                }
            });
            html! {
                <tr>
                    <th scope="row">{ name(p) }</th>
                    { for cells }
                    <td class="total">{ m.scores[k].to_string() }</td>
                </tr>
            }
        });
        html! {
            <table class="mini">
                <caption>{ t.mini_league }</caption>
                <thead><tr><th></th>{ for head }<th>{ t.score }</th></tr></thead>
                <tbody>{ for rows }</tbody>
            </table>
        }
    });

    let children = block.children.iter().map(|&c| html! {
        <MiniLeague analysis={props.analysis.clone()} names={props.names.clone()} block={c} selected={props.selected} />
    });

    html! {
        <div class={classes!("mini-league", (props.selected == Some(b)).then_some("selected"))} data-block={r.names[b].clone()}>
            <h3>
                <span class="band-tag">{ r.names[b].clone() }</span>
                { format!(" {} {}", i18n::places(block.place, block.place_to), t.places) }
                if !formed.is_empty() { { format!(" · {formed}") } }
                if let Some(l) = &block.label { <span class="badge criterion">{ l.clone() }</span> }
            </h3>
            <ol class="steps">{ for steps }</ol>
            { table.unwrap_or_default() }
            if !block.children.is_empty() {
                <div class="nested">{ for children }</div>
            }
        </div>
    }
}
