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
use crate::web::shell::rows::use_drawn_rows;
use crate::web::shell::ui::use_ui;

#[component]
pub fn Entry(props: &SwissProps) -> Html {
    let ui: SwissUi = use_ui();
    let w = words(ui.lang);
    // A round of more than a hundred games draws the games near the screen, as the long
    // tables draw their rows: a 500-player round's 250 choices are thousands of elements,
    // drawn anew when an Undo takes the round's last result back.
    let list = use_node_ref();
    let at = entry_round(&props.doc);
    let total = at.map_or(0, |r| props.doc.rounds[r].games.len());
    let drawn = use_drawn_rows(total, list.clone());
    let Some(r) = at else {
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
    let games = round
        .games
        .iter()
        .enumerate()
        .skip(drawn.rows.start)
        .take(drawn.rows.len())
        .map(|(g, pair)| {
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
            <ol class="pairings" ref={list}>
                { spacer(drawn.above()) }{ for games }{ spacer(drawn.below(total)) }
                { for matches }{ for byes }
            </ol>
        </section>
    }
}

/// The empty item of `height` pixels that stands for the games not drawn, or nothing for 0.
fn spacer(height: f64) -> Html {
    if height <= 0.0 {
        return Html::default();
    }
    html! {
        <li class="rows-spacer" aria-hidden="true" style={format!("height:{}px", height.round() as u64)}></li>
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
