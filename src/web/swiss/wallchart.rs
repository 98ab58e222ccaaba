//! The wall chart: a row per player (by number), a column per round: the opponent's number,
//! the colour and the result (`12w+`), as the CSV writes it (`12+` for a game without colours); a team event's matches with home or
//! away and the game points (`3h+ 1.5`).

use std::rc::Rc;

use yew::prelude::*;

use super::{SwissProps, SwissUi};
use crate::document::event::{SwissEvent, SystemKind};
use crate::format::wallchart;
use crate::web::i18n::swiss::{round_column, words};
use crate::web::i18n::team::team_words;
use crate::web::shell::rows::{Drawn, WHOLE_UP_TO, use_drawn_rows};
use crate::web::shell::ui::{Same, use_ui};

#[component]
pub fn WallChart(props: &SwissProps) -> Html {
    let ui: SwissUi = use_ui();
    let w = words(ui.lang);
    let doc = &props.doc;
    let points = |i: usize| match props.analysis.as_ref() {
        Ok(a) => a.input.event.score(i).to_string(),
        Err(_) => String::new(),
    };
    // The cells are the event's: not written again for a change of rules.
    let rounds = use_memo((Same(props.doc.clone()), ui.lang), |(doc, lang)| {
        cells(*lang, &doc.0)
    });
    // A long chart draws the rows near the screen only (see `shell::rows`).
    let body = use_node_ref();
    let total = doc.players.len();
    let drawn = use_drawn_rows(total, body.clone());
    let windowed = total > WHOLE_UP_TO;
    let columns = doc.rounds.len() + 3;
    // A row is drawn again only when its text changed (a result, a name), not for every edit.
    let rows = drawn.rows.clone().map(|i| {
        let row = Row {
            number: doc.number(i),
            name: doc.players[i].name.clone(),
            cells: rounds.iter().map(|cells| cells[i].clone()).collect(),
            points: points(i),
            index: windowed.then_some(i + 2),
        };
        html! { <WallRow key={i} row={Rc::new(row)} /> }
    });
    html! {
        <section class="swiss-wallchart">
            <h2>{ w.wall_chart }</h2>
            <div class="scroll wallchart-scroll" tabindex="0" role="region" aria-label={w.wall_chart}>
                <table aria-rowcount={windowed.then(|| (total + 1).to_string())}>
                    <thead><tr>
                        <th scope="col">{ w.number }</th>
                        <th scope="col">{ w.name }</th>
                        { for (0..doc.rounds.len()).map(|k| html! { <th scope="col">{ round_column(ui.lang, k) }</th> }) }
                        <th scope="col">{ w.points }</th>
                    </tr></thead>
                    <tbody ref={body}>
                        { Drawn::spacer(drawn.above(), columns) }
                        { for rows }
                        { Drawn::spacer(drawn.below(total), columns) }
                    </tbody>
                </table>
            </div>
        </section>
    }
}

/// One player's row of the wall chart, as text.
#[derive(PartialEq)]
struct Row {
    number: u64,
    name: String,
    /// A cell per round.
    cells: Vec<String>,
    points: String,
    /// The row's number in the table (`aria-rowindex`: the header's is 1) when the table draws
    /// only some of its rows.
    index: Option<usize>,
}

#[derive(PartialEq, Properties)]
struct WallRowProps {
    row: Rc<Row>,
}

#[component]
fn WallRow(props: &WallRowProps) -> Html {
    let row = &props.row;
    html! {
        <tr aria-rowindex={row.index.map(|i| i.to_string())}>
            <td class="num">{ row.number }</td>
            <th scope="row">{ &row.name }</th>
            { for row.cells.iter().map(|text| html! { <td class="num">{ text }</td> }) }
            <td class="num">{ &row.points }</td>
        </tr>
    }
}

/// Each round's cells, every player's at once: the CSV's text, with a typographic minus; a team
/// match as the opponent's number, home or away, the result and the game points; a round
/// robin's player with no game in a round that has games rests. The wall chart's, here and in
/// the viewer.
pub fn cells(lang: crate::lang::Lang, doc: &SwissEvent) -> Vec<Vec<String>> {
    doc.rounds
        .iter()
        .map(|round| {
            let mut cells = wallchart::round_cells(doc, round);
            if doc.boards.is_some() {
                for (i, cell) in cells.iter_mut().enumerate() {
                    if let Some(text) = wallchart::team_cell(doc, i, round) {
                        *cell = text;
                    }
                }
            }
            // A round robin's player with no game in a round that has games rests.
            let rests = doc.system == SystemKind::RoundRobin
                && (!round.games.is_empty() || !round.matches.is_empty());
            cells
                .into_iter()
                .map(|text| {
                    if text.is_empty() && rests {
                        team_words(lang).rest.to_string()
                    } else {
                        text.replace('-', "−")
                    }
                })
                .collect()
        })
        .collect()
}
