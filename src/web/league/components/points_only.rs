//! What the page still shows when the document cannot be ranked: every player's points over
//! the recorded results, highest first, so that the standings never go blank while an error
//! (named with its location next to it) is being fixed.

use std::rc::Rc;

use yew::prelude::*;

use crate::web::shell::ui::use_ui;

use crate::editor::league::analysis::Analysis;
use crate::web::{Ui, i18n};

#[derive(Properties, PartialEq)]
pub struct Props {
    pub analysis: Rc<Analysis>,
    pub names: Rc<Vec<String>>,
}

#[component]
pub fn PointsOnly(props: &Props) -> Html {
    let ui: Ui = use_ui();
    let t = i18n::text(ui.lang);
    let mut order: Vec<usize> = (0..props.names.len().min(props.analysis.scores.len())).collect();
    crate::engine::sort::by(&mut order, |&a, &b| {
        props.analysis.scores[b].cmp(&props.analysis.scores[a])
    });
    html! {
        <div class="points-only">
            <h3>{ t.points_only }</h3>
            <table class="standings-table">
                <thead><tr>
                    <th scope="col">{ t.player }</th>
                    <th scope="col">{ t.score }</th>
                </tr></thead>
                <tbody>
                    { for order.iter().map(|&p| html! {
                        <tr data-player={props.names[p].clone()}>
                            <th scope="row" class="name">{ props.names[p].clone() }</th>
                            <td class="score">{ props.analysis.scores[p].to_string() }</td>
                        </tr>
                    }) }
                </tbody>
            </table>
        </div>
    }
}
