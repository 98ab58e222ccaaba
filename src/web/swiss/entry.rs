//! Result entry for the round being played: its pairings, the first player first (White in
//! chess, Black in Go and renju, Sente in shogi), and for each a choice that names the winner by
//! colour and name; a game without colours (a Tagajo pairing) as the pair, its winner named
//! alone (`Aoki wins`, 佐藤の勝ち); a team event's matches board by board
//! ([`super::match_entry`]).

use web_sys::HtmlSelectElement;
use yew::prelude::*;

use super::match_entry::MatchRow;
use super::notation::notation;
use super::{SwissProps, SwissUi};
use crate::document::event::{GameKind, GameResult};
use crate::editor::swiss::{SwissAction, entry_round};
use crate::report::game_words::{result_choices, seats};
use crate::web::i18n::swiss::{entry_heading, words};
use crate::web::shell::ui::use_ui;

#[component]
pub fn Entry(props: &SwissProps) -> Html {
    let ui: SwissUi = use_ui();
    let w = words(ui.lang);
    let Some(r) = entry_round(&props.doc) else {
        // Nothing to enter: said only once the event has rounds.
        if props.doc.rounds.is_empty() {
            return Html::default();
        }
        return html! {
            <section class="swiss-entry">
                <h2>{ w.enter_results }</h2>
                <p>{ w.all_entered }</p>
            </section>
        };
    };
    let game = props.doc.game;
    let round = &props.doc.rounds[r];
    // A game's row is drawn again only when its pairing or result changed, not for every
    // result of a round of 250 games.
    let games = round.games.iter().enumerate().map(|(g, pair)| {
        html! {
            <GameRow key={format!("{r}-g{g}")} round={r} {g} {game}
                white={pair.white.clone()} black={pair.black.clone()}
                colours={pair.colours} result={pair.result} />
        }
    });
    let boards = props.doc.boards.map_or(0, |b| b as usize);
    let matches = round.matches.iter().enumerate().map(|(g, m)| {
        // Keyed by round: a new round's choices start from the document, not from the
        // browser's memory of the last round's selects.
        html! { <MatchRow key={format!("{r}-m{g}")} round={r} game={g} entry={m.clone()} {boards} /> }
    });
    let byes = round
        .byes
        .iter()
        .map(|b| html! { <li class="bye">{ format!("{} — {}", b.player, w.bye) }</li> });
    html! {
        <section class="swiss-entry">
            <h2>{ entry_heading(ui.lang, r) }</h2>
            <ol class="pairings">{ for games }{ for matches }{ for byes }</ol>
        </section>
    }
}

#[derive(PartialEq, Properties)]
struct GameRowProps {
    round: usize,
    g: usize,
    game: GameKind,
    white: String,
    black: String,
    colours: bool,
    result: Option<GameResult>,
}

/// Game `g` of the round: its seats and the choice of its result.
#[component]
fn GameRow(props: &GameRowProps) -> Html {
    let ui: SwissUi = use_ui();
    let w = words(ui.lang);
    let (r, g) = (props.round, props.g);
    let choices = result_choices(
        ui.lang,
        props.game,
        props.colours,
        &props.white,
        &props.black,
    );
    let edit = ui.edit.clone();
    let results: Vec<_> = choices.iter().map(|(res, _)| *res).collect();
    let onchange = Callback::from(move |e: Event| {
        let s: HtmlSelectElement = e.target_unchecked_into();
        let value = s.value();
        let result = results.iter().copied().find(|r| notation(*r) == value);
        edit.emit(SwissAction::SetResult {
            round: r,
            game: g,
            result,
        });
    });
    let places = seats(
        ui.lang,
        props.game,
        props.colours,
        &props.white,
        &props.black,
    );
    let label = format!("{} – {}", places[0].1, places[1].1);
    // Each seat with its colour; a pair without colours as the pair.
    let seats = match places {
        [(Some(a), first), (Some(b), second)] => html! {
            <>
                <span>{ format!("{a} {first}") }</span>
                <span>{ format!("{b} {second}") }</span>
            </>
        },
        _ => html! { <span>{ label.clone() }</span> },
    };
    html! {
        <li>
            <span class="pair">{ seats }</span>
            <select aria-label={label} {onchange}>
                <option value="" selected={props.result.is_none()}>{ w.not_played }</option>
                { for choices.iter().map(|(res, text)| html! {
                    <option value={notation(*res)} selected={props.result == Some(*res)}>{ text.clone() }</option>
                }) }
            </select>
        </li>
    }
}
