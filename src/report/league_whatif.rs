//! What-if for people and for programs: words for results and conditions (Japanese and
//! English), the CLI's text report, and the documented JSON (`docs/what-if.md`).
//!
//! Everything here formats [`crate::engine::league::whatif::WhatIf`] data; nothing is computed again.

use std::fmt::Write as _;

use serde_json::{Value as Json, json};

use crate::engine::league::whatif::cover::{Cover, Term};
use crate::engine::league::whatif::{Extreme, Method, PendingGame, Result3, Target, WhatIf};
use crate::lang::Lang;

/// One result of one pending game: "三村 beats 廣田", "三村が廣田に勝つ".
pub fn result_words(lang: Lang, names: &[String], game: &PendingGame, r: Result3) -> String {
    let (a, b) = (&names[game.a], &names[game.b]);
    match (lang, r) {
        (Lang::En, Result3::A) => format!("{a} beats {b}"),
        (Lang::En, Result3::B) => format!("{b} beats {a}"),
        (Lang::En, Result3::Draw) => format!("{a} and {b} draw"),
        (Lang::Ja, Result3::A) => format!("{a}が{b}に勝つ"),
        (Lang::Ja, Result3::B) => format!("{b}が{a}に勝つ"),
        (Lang::Ja, Result3::Draw) => format!("{a}と{b}が引き分け"),
    }
}

/// A pending game: "三村–廣田".
pub fn game_words(names: &[String], game: &PendingGame) -> String {
    format!("{}–{}", names[game.a], names[game.b])
}

/// A conjunction: "三村 beats 廣田 and 丸吉 beats 高橋"; empty is "whatever happens".
pub fn term_words(lang: Lang, names: &[String], what: &WhatIf, term: &Term) -> String {
    if term.is_empty() {
        return match lang {
            Lang::En => "whatever happens".into(),
            Lang::Ja => "どの結果でも".into(),
        };
    }
    let parts: Vec<String> = term
        .iter()
        .filter_map(|&(g, v)| {
            let game = what.pending.get(g)?;
            let r = *what.results.get(v as usize)?;
            Some(result_words(lang, names, game, r))
        })
        .collect();
    match lang {
        Lang::En => parts.join(" and "),
        Lang::Ja => parts.join("、かつ"),
    }
}

/// What a target needs, in words.
#[derive(Debug, PartialEq)]
pub struct ConditionWords {
    /// What comes before the cases: why there is no list, or how many cases there are when
    /// only the widest are shown.
    pub lead: Option<String>,
    /// One line per case, each enough on its own.
    pub cases: Vec<String>,
    /// The games the target does not depend on.
    pub free: Option<String>,
}

/// What a target needs (see [`ConditionWords`]).
pub fn condition_words(
    lang: Lang,
    names: &[String],
    what: &WhatIf,
    target: &Target,
) -> ConditionWords {
    let en = lang == Lang::En;
    let Some(c) = &target.condition else {
        let line = if target.clinched {
            if en {
                "already certain"
            } else {
                "すでに確定"
            }
        } else if target.eliminated {
            if en {
                "out of reach"
            } else {
                "可能性なし"
            }
        } else if en {
            "too many outcomes to list the conditions (probabilities are sampled)"
        } else {
            "結果の数が多すぎるため条件は示せません（確率は抽出による推定）"
        };
        return ConditionWords {
            lead: Some(line.to_string()),
            cases: Vec::new(),
            free: None,
        };
    };
    let mut lead = None;
    let mut out = Vec::new();
    let case = |t: &Term| {
        let words = term_words(lang, names, what, t);
        if en {
            format!("if {words}")
        } else {
            format!("{words}場合")
        }
    };
    match &c.cover {
        Cover::Always => {
            lead = Some(if en {
                "in every outcome".into()
            } else {
                "どの結果でも".into()
            })
        }
        Cover::Never => {
            lead = Some(if target.playoff_probability > 0.0 {
                if en {
                    "in no outcome outright (only through a playoff)".into()
                } else {
                    "自力ではなし（プレーオフのみ）".into()
                }
            } else if en {
                "in no outcome".into()
            } else {
                "どの結果でもなし".into()
            })
        }
        Cover::Terms { terms, .. } => out.extend(terms.iter().map(case)),
        Cover::Summary {
            terms,
            minimal,
            shown,
        } => {
            lead = Some(if en {
                format!(
                    "in {} of {} outcomes: {} separate cases{}, too many to list; the widest:",
                    c.holds,
                    c.outcomes,
                    terms,
                    if *minimal { "" } else { " or fewer" }
                )
            } else {
                format!(
                    "{} 通り中 {} 通り：場合分けが {} 通り{}あり多すぎるため、広いものから：",
                    c.outcomes,
                    c.holds,
                    terms,
                    if *minimal { "" } else { "以下" }
                )
            });
            out.extend(shown.iter().map(case));
        }
    }
    let free: Vec<String> = (0..what.pending.len())
        .filter(|g| !c.depends_on.contains(g))
        .map(|g| game_words(names, &what.pending[g]))
        .collect();
    let decided = matches!(c.cover, Cover::Always | Cover::Never);
    let free = (!free.is_empty() && !decided).then(|| {
        if en {
            format!("(does not depend on {})", first_few(lang, free))
        } else {
            format!("（{}の結果には関係なし）", first_few(lang, free))
        }
    });
    ConditionWords {
        lead,
        cases: out,
        free,
    }
}

/// Items of a list of games a text shows whole; a longer one shows its first [`SHOWN`] and
/// how many more (a league with every game of 30 players' eight cycles pending has 3,479).
pub const LONG: usize = 24;
/// See [`LONG`].
pub const SHOWN: usize = 12;

/// `items` (games, or their results) joined; past [`LONG`] the first [`SHOWN`] and how many
/// more: "P0–P1, P0–P2, … and 3467 more", "P0–P1、P0–P2、… ほか 3467 局".
pub fn first_few(lang: Lang, mut items: Vec<String>) -> String {
    let more = if items.len() > LONG {
        items.len() - SHOWN
    } else {
        0
    };
    items.truncate(items.len() - more);
    let en = lang == Lang::En;
    let list = items.join(if en { ", " } else { "、" });
    match (more, en) {
        (0, _) => list,
        (_, true) => format!("{list} and {more} more"),
        (_, false) => format!("{list} ほか {more} 局"),
    }
}

fn percent(p: f64) -> String {
    let x = p * 100.0;
    if x > 0.0 && x < 0.1 {
        "<0.1%".into()
    } else if x < 100.0 && x > 99.9 {
        ">99.9%".into()
    } else {
        format!("{}%", crate::report::text::fixed(x, 1))
    }
}

fn target_cell(lang: Lang, t: &Target) -> String {
    let mut s = percent(t.probability);
    if t.playoff_probability > 0.0 {
        match lang {
            Lang::En => write!(s, " (+{} playoff)", percent(t.playoff_probability)),
            Lang::Ja => write!(s, "（プレーオフ +{}）", percent(t.playoff_probability)),
        }
        .ok();
    }
    if let Some([lo, hi]) = t.interval {
        write!(s, " [{}–{}]", percent(lo), percent(hi)).ok();
    }
    if t.clinched {
        s.push_str(if lang == Lang::En {
            " clinched"
        } else {
            " 確定"
        });
    } else if t.eliminated {
        s.push_str(if lang == Lang::En { " out" } else { " 脱落" });
    }
    s
}

fn extreme_text(e: &Extreme) -> String {
    if e.exact {
        e.place.to_string()
    } else {
        format!("{}?", e.place)
    }
}

/// The CLI's text report.
pub fn text(lang: Lang, names: &[String], what: &WhatIf, title: Option<&str>) -> String {
    let en = lang == Lang::En;
    let mut out = String::new();
    if let Some(t) = title {
        let _ = writeln!(out, "{t}");
    }
    let games: Vec<String> = what.pending.iter().map(|g| game_words(names, g)).collect();
    let _ = writeln!(
        out,
        "{} {}: {}",
        if en { "Pending games" } else { "未対局" },
        what.pending.len(),
        if games.is_empty() {
            "-".to_string()
        } else {
            first_few(lang, games)
        }
    );
    let _ = match &what.method {
        Method::Exact { outcomes } => writeln!(
            out,
            "{}",
            if en {
                format!("Every outcome ranked: {outcomes} (exact)")
            } else {
                format!("全 {outcomes} 通りを順位付け（厳密）")
            }
        ),
        Method::Sampled {
            samples,
            seed,
            precision,
        } => {
            let pp = percentage_points(*precision);
            writeln!(
                out,
                "{}",
                if en {
                    format!(
                        "Monte Carlo: {samples} samples (seed {seed}), every probability within ±{pp} pp at 95%, intervals in brackets; best and worst places exact unless marked ?"
                    )
                } else {
                    format!(
                        "モンテカルロ法：{samples} 回（シード {seed}）、どの確率も 95% で ±{pp} ポイント以内、[ ] は 95% 信頼区間。最高・最低順位は ? がなければ厳密"
                    )
                }
            )
        }
    };
    if let Some(work) = what.search.filter(|w| w.stopped) {
        let budget = work.budget;
        let _ = writeln!(
            out,
            "{}",
            if en {
                format!(
                    "The search stopped at its budget of {budget} nodes: a place marked ? is the best found, not proven (--search-budget raises it)"
                )
            } else {
                format!(
                    "探索は予算の {budget} ノードで打ち切り：? の付いた順位は見つかった中で最もよいもので、証明されていない（--search-budget で予算を増やせる）"
                )
            }
        );
    }
    let has_seat = what.players.iter().any(|o| o.seat.is_some());
    let _ = writeln!(out);
    let _ = writeln!(
        out,
        "{}",
        if en {
            if has_seat {
                "Player  Best-Worst  Title  |  Seat"
            } else {
                "Player  Best-Worst  Title"
            }
        } else if has_seat {
            "棋士  最高-最低  優勝  |  残留"
        } else {
            "棋士  最高-最低  優勝"
        }
    );
    for o in &what.players {
        let mut line = format!(
            "{}  {}-{}  {}",
            names[o.player],
            extreme_text(&o.best),
            extreme_text(&o.worst),
            target_cell(lang, &o.title)
        );
        if let Some(seat) = &o.seat {
            let _ = write!(line, "  |  {}", target_cell(lang, seat));
        }
        let _ = writeln!(out, "{line}");
    }
    let _ = writeln!(out);
    let _ = writeln!(
        out,
        "{}",
        if en {
            "Place probabilities (%):"
        } else {
            "順位の確率（%）："
        }
    );
    let n = what.players.len();
    let mut head = String::from("      ");
    for k in 1..=n {
        let _ = write!(head, "{k:>6}");
    }
    let _ = writeln!(out, "{head}");
    for o in &what.players {
        let mut row = String::new();
        for p in &o.places {
            if *p == 0.0 {
                row.push_str("     .");
            } else {
                let _ = write!(row, "{:>6.1}", p * 100.0);
            }
        }
        let _ = writeln!(out, "{row}  {}", names[o.player]);
    }
    for o in &what.players {
        let _ = writeln!(out);
        let _ = writeln!(out, "{}", names[o.player]);
        let mut targets = vec![(if en { "title" } else { "優勝" }, &o.title)];
        if let Some(s) = &o.seat {
            targets.push((if en { "seat" } else { "残留" }, s));
        }
        for (label, t) in targets {
            let words = condition_words(lang, names, what, t);
            let cases = words.cases.join(if en { "; or " } else { "／" });
            let line: Vec<String> = words
                .lead
                .into_iter()
                .chain((!cases.is_empty()).then_some(cases))
                .chain(words.free)
                .collect();
            let _ = writeln!(out, "  {label}: {}", line.join(if en { " " } else { "" }));
        }
        let show = |e: &Extreme| -> String {
            let results = e
                .outcome
                .iter()
                .zip(&what.pending)
                .map(|(&r, g)| result_words(lang, names, g, r))
                .collect();
            first_few(lang, results)
        };
        if !what.pending.is_empty() {
            let _ = writeln!(
                out,
                "  {} {}: {}",
                if en { "best place" } else { "最高順位" },
                o.best.place,
                show(&o.best)
            );
            let _ = writeln!(
                out,
                "  {} {}: {}",
                if en { "worst place" } else { "最低順位" },
                o.worst.place,
                show(&o.worst)
            );
        }
    }
    out
}

fn game_json(names: &[String], g: &PendingGame, r: Option<Result3>) -> Json {
    let mut v = json!({ "a": names[g.a], "b": names[g.b] });
    if let Some(r) = r {
        v["result"] = json!(r);
    }
    if let Some(round) = g.round {
        v["round"] = json!(round);
    }
    v
}

fn term_json(names: &[String], what: &WhatIf, term: &Term) -> Json {
    Json::Array(
        term.iter()
            .filter_map(|&(g, v)| {
                Some(game_json(
                    names,
                    what.pending.get(g)?,
                    what.results.get(v as usize).copied(),
                ))
            })
            .collect(),
    )
}

fn extreme_json(names: &[String], what: &WhatIf, e: &Extreme) -> Json {
    json!({
        "place": e.place,
        "exact": e.exact,
        "outcome": e.outcome.iter().zip(&what.pending)
            .map(|(&r, g)| game_json(names, g, Some(r))).collect::<Vec<_>>(),
    })
}

fn target_json(names: &[String], what: &WhatIf, t: &Target) -> Json {
    let (conditions, complete, minimal, cases, depends_on) = match &t.condition {
        None => (Json::Null, false, false, Json::Null, Json::Null),
        Some(c) => {
            let depends: Vec<Json> = c
                .depends_on
                .iter()
                .filter_map(|&g| Some(game_json(names, what.pending.get(g)?, None)))
                .collect();
            let (list, complete, minimal, cases) = match &c.cover {
                Cover::Always => (vec![Json::Array(Vec::new())], true, true, 1),
                Cover::Never => (Vec::new(), true, true, 0),
                Cover::Terms { terms, minimal } => (
                    terms.iter().map(|t| term_json(names, what, t)).collect(),
                    true,
                    *minimal,
                    terms.len(),
                ),
                Cover::Summary {
                    terms,
                    minimal,
                    shown,
                } => (
                    shown.iter().map(|t| term_json(names, what, t)).collect(),
                    false,
                    *minimal,
                    *terms,
                ),
            };
            (
                Json::Array(list),
                complete,
                minimal,
                json!(cases),
                Json::Array(depends),
            )
        }
    };
    json!({
        "places": t.places,
        "probability": t.probability,
        "playoff_probability": t.playoff_probability,
        "interval": t.interval,
        "playoff_interval": t.playoff_interval,
        "outcomes_holding": t.holds,
        "outcomes_playoff": t.open,
        "clinched": t.clinched,
        "eliminated": t.eliminated,
        "conditions": conditions,
        "conditions_complete": complete,
        "conditions_minimal": minimal,
        "conditions_count": cases,
        "depends_on": depends_on,
    })
}

/// The JSON document `hoshitori what-if --format json` prints; see `docs/what-if.md`.
pub fn json(names: &[String], what: &WhatIf, rules: &str, seats: Option<u32>, draws: bool) -> Json {
    let method = match &what.method {
        Method::Exact { outcomes } => json!({ "kind": "exact", "outcomes": outcomes }),
        Method::Sampled {
            samples,
            seed,
            precision,
        } => {
            json!({ "kind": "sampled", "samples": samples, "seed": seed, "precision": precision })
        }
    };
    json!({
        "format": "hoshitori-what-if/1",
        "rules": rules,
        "seats": seats,
        "draws": draws,
        "method": method,
        "search": what.search.map(|w| json!({
            "budget": w.budget,
            "spent": w.spent,
            "stopped": w.stopped,
        })),
        "pending": what.pending.iter().map(|g| game_json(names, g, None)).collect::<Vec<_>>(),
        "players": what.players.iter().map(|o| json!({
            "player": names[o.player],
            "best": extreme_json(names, what, &o.best),
            "worst": extreme_json(names, what, &o.worst),
            "places": o.places,
            "title": target_json(names, what, &o.title),
            "seat": o.seat.as_ref().map(|s| target_json(names, what, s)),
        })).collect::<Vec<_>>(),
    })
}

/// A precision (a probability) in percentage points, rounded up to two decimals (`0.5`,
/// `0.48`): what the samples reached is never overstated.
pub fn percentage_points(precision: f64) -> String {
    let hundredths = (precision * 10_000.0).ceil() / 100.0;
    let text = crate::report::text::fixed(hundredths, 2);
    text.trim_end_matches('0').trim_end_matches('.').to_string()
}

#[cfg(test)]
mod tests {
    use super::percentage_points;

    #[test]
    fn precision_in_points_rounds_up() {
        for (p, text) in [
            (0.005, "0.5"),
            (0.00479, "0.48"),
            (0.0025, "0.25"),
            (0.01, "1"),
            (0.000_01, "0.01"),
        ] {
            assert_eq!(percentage_points(p), text, "{p}");
        }
    }
}
