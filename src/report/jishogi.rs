//! An impasse verdict (持将棋, 入玉宣言法) in words, Japanese and English, with its arithmetic.
//!
//! Everything here formats [`crate::engine::jishogi::Verdict`] data; nothing is judged again.
//! [`render`] gives the lines an arbiter reads:
//!
//! ```text
//! 24点法
//! 先手 5×3＋18＝33点、後手 5×1＋16＝21点
//! 後手は24点未満で負け：先手の勝ち
//! ```
//!
//! # Command line
//!
//! `hoshitori jishogi` builds an [`Impasse`](crate::engine::jishogi::Impasse) and prints
//! [`render`]:
//!
//! ```text
//! hoshitori jishogi --rule 24|27|27-gote --sente-big N --sente-small N --gote-big N --gote-small N
//! hoshitori jishogi --rule declaration --declarer sente|gote --big N --small N --in-camp N
//!                   [--king-in-camp] [--in-check] [--lang ja|en]
//! ```
//!
//! - `--rule`: [`Rule::from_code`](crate::engine::jishogi::Rule::from_code) (`24`, `27`,
//!   `27-gote` = 27-point rule where equal points are a win for 後手, `declaration`).
//! - Whole-board rules: each player's rooks and bishops (`--*-big`) and other pieces
//!   (`--*-small`) on the board and in hand, to
//!   [`Impasse::board`](crate::engine::jishogi::Impasse::board).
//! - Declaration: the declarer's pieces in hand and inside the opponent's camp (`--big`,
//!   `--small`), how many of them are inside the camp (`--in-camp`), and the two flags, to
//!   [`Impasse::declaration`](crate::engine::jishogi::Impasse::declaration). The declarer is the
//!   player to move, so there is no turn flag.
//! - Output: [`render`]; exit code 0; bad counts are an `ErrorKind::ImpasseCount`, exit code 2
//!   like every input error.

use crate::engine::Outcome;
use crate::engine::jishogi::{
    BoardFinding, BoardRule, Check, Colour, Condition, DeclarationFinding, Reason, Rule, Tally,
    Verdict,
};
use crate::lang::Lang;

/// The rule's name: 「24点法」, "24-point rule".
pub fn rule_name(lang: Lang, rule: Rule) -> &'static str {
    match (lang, rule) {
        (Lang::Ja, Rule::Board(BoardRule::Points24)) => "24点法",
        (Lang::Ja, Rule::Board(BoardRule::Points27 { second_wins_ties })) => {
            if second_wins_ties {
                "27点法（同点は後手勝ち）"
            } else {
                "27点法"
            }
        }
        (Lang::Ja, Rule::Declaration) => "入玉宣言法",
        (Lang::En, Rule::Board(BoardRule::Points24)) => "24-point rule",
        (Lang::En, Rule::Board(BoardRule::Points27 { second_wins_ties })) => {
            if second_wins_ties {
                "27-point rule (equal points: Gote wins)"
            } else {
                "27-point rule"
            }
        }
        (Lang::En, Rule::Declaration) => "entering-king declaration",
    }
}

/// 先手 / 後手, "Sente" / "Gote".
pub fn colour_name(lang: Lang, c: Colour) -> &'static str {
    match (lang, c) {
        (Lang::Ja, Colour::Sente) => "先手",
        (Lang::Ja, Colour::Gote) => "後手",
        (Lang::En, Colour::Sente) => "Sente",
        (Lang::En, Colour::Gote) => "Gote",
    }
}

/// The arithmetic of a tally: 「5×3＋18＝33点」, "5×3 + 18 = 33 points".
pub fn tally_words(lang: Lang, t: &Tally) -> String {
    let (big, small, points) = (t.pieces.big, t.pieces.small, t.points);
    match lang {
        Lang::Ja => format!("5×{big}＋{small}＝{points}点"),
        Lang::En => format!("5×{big} + {small} = {points} points"),
    }
}

/// The game's result for the league: 「先手の勝ち」, "Sente wins", 「引き分け」, 「持将棋、指し直し」
/// (a verdict's outcome is never anything but a win, a draw or [`Outcome::Replayed`]).
pub fn outcome_words(lang: Lang, outcome: Outcome) -> &'static str {
    match (lang, outcome) {
        (Lang::Ja, Outcome::A) => "先手の勝ち",
        (Lang::Ja, Outcome::B) => "後手の勝ち",
        (Lang::Ja, Outcome::Draw) => "引き分け",
        (Lang::Ja, _) => "持将棋、指し直し",
        (Lang::En, Outcome::A) => "Sente wins",
        (Lang::En, Outcome::B) => "Gote wins",
        (Lang::En, Outcome::Draw) => "a draw",
        (Lang::En, _) => "void, to be replayed",
    }
}

/// One of the declaration's conditions with its values and whether it holds:
/// 「(2) 敵陣の玉以外の駒 12枚（10枚以上）：満たす」.
pub fn check_words(lang: Lang, number: usize, check: &Check) -> String {
    let what = match (lang, check.condition) {
        (Lang::Ja, Condition::KingInCamp) => "玉が敵陣三段目以内".to_string(),
        (Lang::Ja, Condition::PiecesInCamp { count, needed }) => {
            format!("敵陣の玉以外の駒 {count}枚（{needed}枚以上）")
        }
        (Lang::Ja, Condition::NotInCheck) => "王手がかかっていない".to_string(),
        (Lang::Ja, Condition::Points { tally, needed }) => {
            format!(
                "持駒と敵陣の駒 {}（{needed}点以上）",
                tally_words(lang, &tally)
            )
        }
        (Lang::En, Condition::KingInCamp) => "king inside the opponent's camp".to_string(),
        (Lang::En, Condition::PiecesInCamp { count, needed }) => {
            format!("other pieces inside the camp: {count} ({needed} or more)")
        }
        (Lang::En, Condition::NotInCheck) => "king not in check".to_string(),
        (Lang::En, Condition::Points { tally, needed }) => format!(
            "pieces in hand and inside the camp: {} ({needed} or more)",
            tally_words(lang, &tally)
        ),
    };
    let holds = match (lang, check.holds) {
        (Lang::Ja, true) => "満たす",
        (Lang::Ja, false) => "満たさない",
        (Lang::En, true) => "holds",
        (Lang::En, false) => "fails",
    };
    match lang {
        Lang::Ja => format!("({number}) {what}：{holds}"),
        Lang::En => format!("({number}) {what}: {holds}"),
    }
}

/// Why the verdict is what it is, ending with the result: 「後手は24点未満で負け：先手の勝ち」.
pub fn finding_words(lang: Lang, v: &Verdict) -> String {
    let result = outcome_words(lang, v.outcome);
    let then = |why: String| match lang {
        Lang::Ja => format!("{why}：{result}"),
        Lang::En => format!("{why}: {result}"),
    };
    match v.reason {
        Reason::Board {
            threshold, finding, ..
        } => then(match (lang, finding) {
            (Lang::Ja, BoardFinding::BothReach) => format!("両者{threshold}点以上"),
            (Lang::Ja, BoardFinding::Short(c)) => {
                format!("{}は{threshold}点未満で負け", colour_name(lang, c))
            }
            (Lang::Ja, BoardFinding::Equal { .. }) => format!("両者{threshold}点で同点"),
            (Lang::En, BoardFinding::BothReach) => {
                format!("both have {threshold} points or more")
            }
            (Lang::En, BoardFinding::Short(c)) => format!(
                "{} has fewer than {threshold} points and loses",
                colour_name(lang, c)
            ),
            (Lang::En, BoardFinding::Equal { .. }) => format!("{threshold} points each"),
        }),
        Reason::Declaration {
            declarer,
            checks,
            tally,
            win_at,
            finding,
        } => {
            let who = colour_name(lang, declarer);
            let points = tally.points;
            match (lang, finding) {
                (Lang::Ja, DeclarationFinding::Invalid) => format!(
                    "条件{}を満たさないため、宣言した{who}の負け",
                    failed(&checks, "、")
                ),
                (Lang::Ja, DeclarationFinding::Win) => {
                    format!("{points}点は{win_at}点以上：宣言した{who}の勝ち")
                }
                (Lang::Ja, DeclarationFinding::Replay) => {
                    then(format!("{points}点で{win_at}点未満"))
                }
                (Lang::En, DeclarationFinding::Invalid) => {
                    let list = failed(&checks, ", ");
                    let (word, verb) = if list.contains(',') {
                        ("conditions", "fail")
                    } else {
                        ("condition", "fails")
                    };
                    format!("{word} {list} {verb}: {who}, the declarer, loses")
                }
                (Lang::En, DeclarationFinding::Win) => {
                    format!("{points} points is {win_at} or more: {who}, the declarer, wins")
                }
                (Lang::En, DeclarationFinding::Replay) => {
                    then(format!("{points} points, fewer than {win_at}"))
                }
            }
        }
    }
}

/// The numbers of the failed conditions: `(1)、(3)`.
fn failed(checks: &[Check], sep: &str) -> String {
    let numbers: Vec<String> = checks
        .iter()
        .enumerate()
        .filter(|(_, c)| !c.holds)
        .map(|(k, _)| format!("({})", k + 1))
        .collect();
    numbers.join(sep)
}

/// The verdict for an arbiter, one line each: the rule, the counts (or the declaration's four
/// conditions), and the finding with the result.
pub fn render(lang: Lang, v: &Verdict) -> String {
    let mut lines = Vec::new();
    match v.reason {
        Reason::Board { sente, gote, .. } => {
            lines.push(rule_name(lang, v.rule()).to_string());
            let tally =
                |c: Colour, t: &Tally| format!("{} {}", colour_name(lang, c), tally_words(lang, t));
            let sep = match lang {
                Lang::Ja => "、",
                Lang::En => ", ",
            };
            lines.push(format!(
                "{}{sep}{}",
                tally(Colour::Sente, &sente),
                tally(Colour::Gote, &gote)
            ));
        }
        Reason::Declaration {
            declarer, checks, ..
        } => {
            let who = colour_name(lang, declarer);
            lines.push(match lang {
                Lang::Ja => format!("{}：{who}の宣言", rule_name(lang, v.rule())),
                Lang::En => format!("{} by {who}", rule_name(lang, v.rule())),
            });
            for (k, c) in checks.iter().enumerate() {
                lines.push(check_words(lang, k + 1, c));
            }
        }
    }
    lines.push(finding_words(lang, v));
    let mut out = lines.join("\n");
    out.push('\n');
    out
}
