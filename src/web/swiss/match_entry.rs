//! One team match of the round being entered: its game points so far, and a choice per board
//! that names the winner (home's result first), entered board by board.

use web_sys::HtmlSelectElement;
use yew::prelude::*;

use super::SwissUi;
use super::notation::notation;
use crate::document::event::{BoardResult, MatchEntry};
use crate::editor::swiss::SwissAction;
use crate::engine::Score;
use crate::web::i18n::team::{board_choices, board_label, board_name, match_heading, team_words};
use crate::web::shell::ui::use_ui;

#[derive(Clone, PartialEq, Properties)]
pub struct MatchProps {
    pub round: usize,
    /// The match's place in the round.
    pub game: usize,
    pub entry: MatchEntry,
    /// The event's boards per match.
    pub boards: usize,
}

#[component]
pub fn MatchRow(props: &MatchProps) -> Html {
    let ui: SwissUi = use_ui();
    let lang = ui.lang;
    let m = &props.entry;
    let board = |k: usize| m.boards.get(k).copied().flatten();
    let points = (0..props.boards)
        .filter_map(board)
        .map(BoardResult::points)
        .fold((Score::ZERO, Score::ZERO), |(h, a), (x, y)| (h + x, a + y));
    let choices = board_choices(lang, &m.home, &m.away);
    let rows = (0..props.boards).map(|k| {
        let edit = ui.edit.clone();
        let results: Vec<BoardResult> = choices.iter().map(|(r, _)| *r).collect();
        let (round, game) = (props.round, props.game);
        let onchange = Callback::from(move |e: Event| {
            let s: HtmlSelectElement = e.target_unchecked_into();
            let value = s.value();
            let result = results.iter().copied().find(|r| notation(*r) == value);
            edit.emit(SwissAction::SetBoard {
                round,
                game,
                board: k,
                result,
            });
        });
        let now = board(k);
        html! {
            <li key={format!("{}-{}-{k}", props.round, props.game)}>
                <span class="board">{ board_name(lang, k) }</span>
                <select aria-label={board_label(lang, k, &m.home, &m.away)} {onchange}>
                    <option value="" selected={now.is_none()}>{ team_words(lang).not_played }</option>
                    { for choices.iter().map(|(res, text)| html! {
                        <option value={notation(*res)} selected={now == Some(*res)}>{ text.clone() }</option>
                    }) }
                </select>
            </li>
        }
    });
    let entered = (0..props.boards).filter(|&k| board(k).is_some()).count();
    html! {
        <li class="match">
            <span class="pair">{ match_heading(lang, &m.home, &m.away, points, entered, props.boards) }</span>
            <ol class="match-boards">{ for rows }</ol>
        </li>
    }
}
