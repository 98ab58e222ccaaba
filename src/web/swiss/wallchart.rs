//! The wall chart: a row per player (by number), a column per round: the opponent's number,
//! the colour and the result (`12w+`), as the CSV writes it.

use yew::prelude::*;

use super::{SwissProps, words::words};
use crate::event::{ByeKind, GameResult};
use crate::web::i18n::Lang;

#[component]
pub fn WallChart(props: &SwissProps) -> Html {
    let w = words(props.lang);
    let doc = &props.doc;
    let number = |i: usize| {
        doc.players[i]
            .extra
            .get("number")
            .and_then(serde_json::Value::as_u64)
            .unwrap_or(i as u64 + 1)
    };
    let index = |name: &str| doc.players.iter().position(|p| p.name == name);
    let points = |i: usize| match props.analysis.as_ref() {
        Ok(a) => a.input.event.score(i).to_string(),
        Err(_) => String::new(),
    };
    let rows = doc.players.iter().enumerate().map(|(i, p)| {
        let cells = doc.rounds.iter().map(|round| {
            let game = round
                .games
                .iter()
                .find(|g| g.white == p.name || g.black == p.name);
            let text = match game {
                Some(g) => {
                    let white = g.white == p.name;
                    let opp = if white { &g.black } else { &g.white };
                    let result = match (g.result, white) {
                        (None, _) => "",
                        (Some(GameResult::WhiteWins), true)
                        | (Some(GameResult::BlackWins), false) => "+",
                        (Some(GameResult::WhiteWins), false)
                        | (Some(GameResult::BlackWins), true) => "−",
                        (Some(GameResult::Draw), _) => "=",
                        (Some(GameResult::WhiteByForfeit), true)
                        | (Some(GameResult::BlackByForfeit), false) => "+f",
                        _ => "−f",
                    };
                    let n = index(opp).map_or(0, number);
                    format!("{n}{}{result}", if white { 'w' } else { 'b' })
                }
                None => round
                    .byes
                    .iter()
                    .find(|b| b.player == p.name)
                    .map_or(String::new(), |b| {
                        match b.kind {
                            ByeKind::Pairing => "PAB",
                            ByeKind::Full => "FPB",
                            ByeKind::Half => "HPB",
                            ByeKind::Zero => "ZPB",
                            ByeKind::Absent => "ABS",
                        }
                        .to_string()
                    }),
            };
            html! { <td class="num">{ text }</td> }
        });
        html! {
            <tr>
                <td class="num">{ number(i) }</td>
                <th scope="row">{ &p.name }</th>
                { for cells }
                <td class="num">{ points(i) }</td>
            </tr>
        }
    });
    let round_head = |k: usize| match props.lang {
        Lang::Ja => format!("{k}{}", w.round),
        Lang::En => format!("R{k}"),
    };
    html! {
        <section class="swiss-wallchart">
            <h2>{ w.wall_chart }</h2>
            <div class="scroll" tabindex="0" role="region" aria-label={w.wall_chart}>
                <table>
                    <thead><tr>
                        <th scope="col">{ w.number }</th>
                        <th scope="col">{ w.name }</th>
                        { for (1..=doc.rounds.len()).map(|k| html! { <th scope="col">{ round_head(k) }</th> }) }
                        <th scope="col">{ w.points }</th>
                    </tr></thead>
                    <tbody>{ for rows }</tbody>
                </table>
            </div>
        </section>
    }
}
