//! A league's schedule in words: the pairing list of each round (board, who moves first, who
//! moves second, the result as each player's mark) and who rests, as `hoshitori schedule` prints
//! it and the page lists a round; and as JSON.

use serde_json::{Value as Json, json};

use super::columns::{pad, width};
use crate::document::league::League;
use crate::document::schedule::RoundGames;
use crate::engine::{First, Outcome};
use crate::format::marks;
use crate::lang::Lang;

/// The words of a schedule.
pub struct Words {
    /// `Round 3`, `3回戦`.
    pub round: fn(u32) -> String,
    pub board: &'static str,
    pub first: &'static str,
    pub second: &'static str,
    pub result: &'static str,
    pub rests: &'static str,
    /// Said once above the rounds: the first named has the first move.
    pub order_note: &'static str,
    /// A league without rounds.
    pub none: &'static str,
}

pub fn words(lang: Lang) -> Words {
    match lang {
        Lang::Ja => Words {
            round: |r| format!("{r}回戦"),
            board: "盤",
            first: "先番",
            second: "後番",
            result: "結果",
            rests: "休み",
            order_note: "各対局は先番（黒・先手、チェスでは白）を先に書いています。",
            none: "このリーグにはまだ日程（回戦）がありません。",
        },
        Lang::En => Words {
            round: |r| format!("Round {r}"),
            board: "Board",
            first: "First move",
            second: "Second",
            result: "Result",
            rests: "Rests",
            order_note: "Each game names first the player who moves first (White in chess, Black in Go and renju, sente in shogi).",
            none: "This league has no schedule (rounds) yet.",
        },
    }
}

/// One game of a round as shown: who moves first and second (by the recorded `first`, else the
/// game's order), and each one's mark (`〇`, `●`, blank while pending).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Board {
    pub first: String,
    pub second: String,
    pub first_mark: &'static str,
    pub second_mark: &'static str,
    /// The result is still to come.
    pub pending: bool,
    /// Index into the league's games.
    pub game: usize,
}

/// The boards of a round, in the document's order.
pub fn boards(league: &League, round: &RoundGames) -> Vec<Board> {
    round
        .games
        .iter()
        .map(|&k| {
            let g = &league.games[k];
            let a_first = g.first != Some(First::B);
            let outcome = if a_first {
                g.result
            } else {
                g.result.flipped()
            };
            let (first, second) = if a_first { (&g.a, &g.b) } else { (&g.b, &g.a) };
            let mark = |for_first: bool| match outcome {
                Outcome::Replayed => "",
                o => marks::written(o.side(for_first)),
            };
            Board {
                first: first.clone(),
                second: second.clone(),
                first_mark: mark(true),
                second_mark: mark(false),
                pending: g.result == Outcome::Pending,
                game: k,
            }
        })
        .collect()
}

/// The whole schedule as text, a table per round.
pub fn text(lang: Lang, league: &League, rounds: &[RoundGames]) -> String {
    let w = words(lang);
    let mut out = String::new();
    if let Some(title) = &league.title {
        out.push_str(title);
        out.push('\n');
    }
    if rounds.is_empty() {
        out.push_str(w.none);
        out.push('\n');
        return out;
    }
    out.push_str(w.order_note);
    out.push('\n');
    let name_width = league
        .players
        .iter()
        .map(|p| width(&p.name))
        .max()
        .unwrap_or(0)
        .max(width(w.first))
        .max(width(w.second));
    let board_width = width(w.board).max(2);
    for round in rounds {
        out.push('\n');
        out.push_str(&(w.round)(round.number));
        out.push('\n');
        out.push_str(&format!(
            "{}  {}  {}  {}\n",
            pad(w.board, board_width),
            pad(w.first, name_width),
            pad(w.second, name_width),
            w.result
        ));
        for (k, b) in boards(league, round).iter().enumerate() {
            let result = if b.pending {
                String::new()
            } else {
                format!("{} {}", b.first_mark, b.second_mark)
            };
            out.push_str(
                format!(
                    "{}  {}  {}  {}",
                    pad(&(k + 1).to_string(), board_width),
                    pad(&b.first, name_width),
                    pad(&b.second, name_width),
                    result
                )
                .trim_end(),
            );
            out.push('\n');
        }
        if !round.rests.is_empty() {
            let names: Vec<&str> = round
                .rests
                .iter()
                .map(|&i| league.players[i].name.as_str())
                .collect();
            let sep = if lang == Lang::Ja { "、" } else { ", " };
            let colon = if lang == Lang::Ja { "：" } else { ": " };
            out.push_str(&format!("{}{colon}{}\n", w.rests, names.join(sep)));
        }
    }
    out
}

/// The schedule as JSON: `{"format": "hoshitori-schedule/1", "rounds": [{"round", "games":
/// [{"board", "first", "second", "result"}], "rests"}]}`, the result as the league file spells
/// it from the first mover's side.
pub fn json(league: &League, rounds: &[RoundGames]) -> Json {
    let rounds: Vec<Json> = rounds
        .iter()
        .map(|r| {
            let games: Vec<Json> = r
                .games
                .iter()
                .enumerate()
                .map(|(k, &g)| {
                    let g = &league.games[g];
                    let a_first = g.first != Some(First::B);
                    let (first, second) = if a_first { (&g.a, &g.b) } else { (&g.b, &g.a) };
                    let result = if a_first {
                        g.result
                    } else {
                        g.result.flipped()
                    };
                    json!({
                        "board": k + 1,
                        "first": first,
                        "second": second,
                        "result": result.code(),
                    })
                })
                .collect();
            let rests: Vec<&str> = r
                .rests
                .iter()
                .map(|&i| league.players[i].name.as_str())
                .collect();
            json!({"round": r.number, "games": games, "rests": rests})
        })
        .collect();
    json!({
        "format": "hoshitori-schedule/1",
        "title": league.title,
        "rounds": rounds,
    })
}
