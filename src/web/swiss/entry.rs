//! Result entry for the round being played: its pairings, a result for each.

use web_sys::HtmlSelectElement;
use yew::prelude::*;

use super::{SwissProps, words::words};
use crate::document::event::GameResult;
use crate::editor::swiss::{SwissAction, entry_round};
use crate::lang::Lang;

/// The results offered, with how the select shows them.
const RESULTS: [(GameResult, &str); 6] = [
    (GameResult::WhiteWins, "1-0"),
    (GameResult::Draw, "½-½"),
    (GameResult::BlackWins, "0-1"),
    (GameResult::WhiteByForfeit, "+ −"),
    (GameResult::BlackByForfeit, "− +"),
    (GameResult::DoubleForfeit, "− −"),
];

#[component]
pub fn Entry(props: &SwissProps) -> Html {
    let w = words(props.lang);
    let Some(r) = entry_round(&props.doc) else {
        return html! {
            <section class="swiss-entry">
                <h2>{ w.enter_results }</h2>
                <p>{ w.all_entered }</p>
            </section>
        };
    };
    let round = &props.doc.rounds[r];
    let heading = match props.lang {
        Lang::Ja => format!("{}：{}{}", w.enter_results, r + 1, w.round),
        Lang::En => format!("{}: {} {}", w.enter_results, w.round, r + 1),
    };
    let games = round.games.iter().enumerate().map(|(g, game)| {
        let edit = props.edit.clone();
        let onchange = Callback::from(move |e: Event| {
            let s: HtmlSelectElement = e.target_unchecked_into();
            let result = s.value().parse::<usize>().ok().and_then(|k| RESULTS.get(k)).map(|(r, _)| *r);
            edit.emit(SwissAction::SetResult { round: r, game: g, result });
        });
        let label = format!("{} – {}", game.white, game.black);
        html! {
            <li>
                <span class="pair">
                    <span>{ format!("{} {}", w.white, game.white) }</span>
                    <span>{ format!("{} {}", w.black, game.black) }</span>
                </span>
                <select aria-label={label} {onchange}>
                    <option value="" selected={game.result.is_none()}>{ w.not_played }</option>
                    { for RESULTS.iter().enumerate().map(|(k, (res, text))| html! {
                        <option value={k.to_string()} selected={game.result == Some(*res)}>{ *text }</option>
                    }) }
                </select>
            </li>
        }
    });
    let byes = round
        .byes
        .iter()
        .map(|b| html! { <li class="bye">{ format!("{} — {}", b.player, w.bye) }</li> });
    html! {
        <section class="swiss-entry">
            <h2>{ heading }</h2>
            <ol class="pairings">{ for games }{ for byes }</ol>
        </section>
    }
}
