//! The wall chart: a row per player (by number), a column per round: the opponent's number,
//! the colour and the result (`12w+`), as the CSV writes it.

use yew::prelude::*;

use super::{SwissProps, SwissUi};
use crate::format::wallchart;
use crate::web::i18n::swiss::{round_column, words};
use crate::web::shell::ui::use_ui;

#[component]
pub fn WallChart(props: &SwissProps) -> Html {
    let ui: SwissUi = use_ui();
    let w = words(ui.lang);
    let doc = &props.doc;
    let points = |i: usize| match props.analysis.as_ref() {
        Ok(a) => a.input.event.score(i).to_string(),
        Err(_) => String::new(),
    };
    let rows = doc.players.iter().enumerate().map(|(i, p)| {
        let cells = doc.rounds.iter().map(|round| {
            // The CSV's text, with a typographic minus.
            let text = wallchart::cell_text(doc, i, round).replace('-', "−");
            html! { <td class="num">{ text }</td> }
        });
        html! {
            <tr>
                <td class="num">{ doc.number(i) }</td>
                <th scope="row">{ &p.name }</th>
                { for cells }
                <td class="num">{ points(i) }</td>
            </tr>
        }
    });
    html! {
        <section class="swiss-wallchart">
            <h2>{ w.wall_chart }</h2>
            <div class="scroll wallchart-scroll" tabindex="0" role="region" aria-label={w.wall_chart}>
                <table>
                    <thead><tr>
                        <th scope="col">{ w.number }</th>
                        <th scope="col">{ w.name }</th>
                        { for (0..doc.rounds.len()).map(|k| html! { <th scope="col">{ round_column(ui.lang, k) }</th> }) }
                        <th scope="col">{ w.points }</th>
                    </tr></thead>
                    <tbody>{ for rows }</tbody>
                </table>
            </div>
        </section>
    }
}
