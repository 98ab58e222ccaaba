//! A Swiss game's colours, its two seats and its results in words, in both languages: what the
//! page's result entry offers and the tests read.
//!
//! The colours are named only where they are known ([`GameEntry::colours`]: allocated by the
//! pairing system or entered). A game without colours (a pairing by the Tagajo method, which
//! leaves them to the players) is the pair in its order and its results name the winner alone:
//!
//! ```
//! use hoshitori::document::event::{GameKind, GameResult};
//! use hoshitori::lang::Lang;
//! use hoshitori::report::game_words::result_choices;
//!
//! let with = result_choices(Lang::En, GameKind::Go, true, "Aoki", "Sato");
//! assert_eq!(with[0], (GameResult::BlackWins, "Black (Sato) wins".to_string()));
//! let without = result_choices(Lang::Ja, GameKind::Go, false, "Aoki", "Sato");
//! assert_eq!(without[0], (GameResult::WhiteWins, "Aokiの勝ち".to_string()));
//! assert_eq!(without[2], (GameResult::Draw, "持碁".to_string()));
//! ```
//!
//! [`GameEntry::colours`]: crate::document::event::GameEntry::colours

use crate::document::event::{GameKind, GameResult};
use crate::lang::Lang;

/// The colours of a game, the first player's first: chess `White`, `Black`; Go and renju
/// `Black`, `White`; shogi `Sente`, `Gote`. The document's `white` is the second player in Go,
/// renju and shogi.
pub fn colours(lang: Lang, game: GameKind) -> (&'static str, &'static str) {
    match (lang, game) {
        (Lang::En, GameKind::Chess) => ("White", "Black"),
        (Lang::En, GameKind::Go | GameKind::Renju) => ("Black", "White"),
        (Lang::En, GameKind::Shogi) => ("Sente", "Gote"),
        (Lang::Ja, GameKind::Chess) => ("白", "黒"),
        (Lang::Ja, GameKind::Go | GameKind::Renju) => ("黒", "白"),
        (Lang::Ja, GameKind::Shogi) => ("先手", "後手"),
    }
}

/// A game's two seats as the pages show them, the first player first: each with its colour's
/// name where the game's colours are known (`colours`; chess White first, Go and renju Black,
/// shogi Sente), else the pair in its order (`white` first) with no colour named.
pub fn seats<'a>(
    lang: Lang,
    game: GameKind,
    colours: bool,
    white: &'a str,
    black: &'a str,
) -> [(Option<&'static str>, &'a str); 2] {
    if !colours {
        return [(None, white), (None, black)];
    }
    let (first, second) = self::colours(lang, game);
    if game == GameKind::Chess {
        [(Some(first), white), (Some(second), black)]
    } else {
        [(Some(first), black), (Some(second), white)]
    }
}

/// The results a game can be given, in the order the result picker offers them (the first
/// player's win first, as [`seats`] orders them), each with its words naming the winner: by
/// colour and name where the colours are known (`White (Aoki) wins`, `黒（佐藤）の勝ち`), by
/// name alone where none were allocated or entered (`Aoki wins`, `佐藤の勝ち`); a draw (`jigo`
/// in Go, 持碁), the forfeits.
pub fn result_choices(
    lang: Lang,
    game: GameKind,
    colours: bool,
    white: &str,
    black: &str,
) -> Vec<(GameResult, String)> {
    let [(first, first_name), (second, second_name)] = seats(lang, game, colours, white, black);
    // The first named is `white` in chess and in a game without colours.
    let white_first = !colours || game == GameKind::Chess;
    let (first_wins, second_wins, first_forfeit, second_forfeit) = if white_first {
        (
            GameResult::WhiteWins,
            GameResult::BlackWins,
            GameResult::WhiteByForfeit,
            GameResult::BlackByForfeit,
        )
    } else {
        (
            GameResult::BlackWins,
            GameResult::WhiteWins,
            GameResult::BlackByForfeit,
            GameResult::WhiteByForfeit,
        )
    };
    let wins = |colour: Option<&str>, name: &str| match (lang, colour) {
        (Lang::En, Some(colour)) => format!("{colour} ({name}) wins"),
        (Lang::Ja, Some(colour)) => format!("{colour}（{name}）の勝ち"),
        (Lang::En, None) => format!("{name} wins"),
        (Lang::Ja, None) => format!("{name}の勝ち"),
    };
    let by_forfeit = |colour: Option<&str>, name: &str| match (lang, colour) {
        (Lang::En, Some(colour)) => format!("{colour} ({name}) wins by forfeit"),
        (Lang::Ja, Some(colour)) => format!("{colour}（{name}）の不戦勝"),
        (Lang::En, None) => format!("{name} wins by forfeit"),
        (Lang::Ja, None) => format!("{name}の不戦勝"),
    };
    let draw = draw_word(lang, game);
    let both = match lang {
        Lang::En => "Both lose by forfeit",
        Lang::Ja => "両者不戦敗",
    };
    let choices = [
        (first_wins, wins(first, first_name)),
        (second_wins, wins(second, second_name)),
        (GameResult::Draw, draw.to_string()),
        (first_forfeit, by_forfeit(first, first_name)),
        (second_forfeit, by_forfeit(second, second_name)),
        (GameResult::DoubleForfeit, both.to_string()),
    ];
    // Chess writes results as White's and Black's points: the notation comes first.
    let notation = |r: GameResult| match r {
        GameResult::WhiteWins => "1-0",
        GameResult::BlackWins => "0-1",
        GameResult::Draw => "½-½",
        GameResult::WhiteByForfeit => "+ −",
        GameResult::BlackByForfeit => "− +",
        GameResult::DoubleForfeit => "− −",
    };
    choices
        .into_iter()
        .map(|(r, text)| match game {
            GameKind::Chess => (r, format!("{} {text}", notation(r))),
            _ => (r, text),
        })
        .collect()
}

/// A drawn game: `Jigo (draw)`, 持碁 in Go; `Draw`, 引き分け otherwise.
pub fn draw_word(lang: Lang, game: GameKind) -> &'static str {
    match (lang, game) {
        (Lang::En, GameKind::Go) => "Jigo (draw)",
        (Lang::En, _) => "Draw",
        (Lang::Ja, GameKind::Go) => "持碁",
        (Lang::Ja, _) => "引き分け",
    }
}
